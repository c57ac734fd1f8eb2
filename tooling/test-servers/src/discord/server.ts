import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeDiscordClient, FakeDiscordRequest, SandboxApplication } from "./application";
import { handleAuthorize } from "./authorize-page";
import { handleControl, type SandboxControl } from "./control-routes";
import { readRequest, sendJson } from "./http";
import { handleOAuth } from "./oauth-routes";
import { handleRest } from "./rest-routes";
import { type FakeDiscordUser, type PendingCode, type RateLimitRule, token, World } from "./world";

export interface FakeDiscordOptions extends FakeDiscordClient {
  /** The token the bot endpoints accept (`Authorization: Bot <token>`); default `FakeDiscord.BOT_TOKEN`. */
  botToken?: string;
  /** The bot's user id; default the client id when it is a snowflake, else `FakeDiscord.BOT_ID`. */
  botId?: string;
  /** The bot's (and the application's) name; default "Chartbot". */
  botUsername?: string;
  /** Fills the world at start and at every reset (e.g. `seedDemoWorld`). */
  seed?: (world: World) => void;
  /** How long access tokens live, in seconds (default a week, as on Discord). */
  tokenLifetimeSeconds?: number;
}

/** An answer the fake gives instead of Discord's: any status, body and content type, e.g. a 200 that is not JSON. */
export interface FakeDiscordAnswer {
  status: number;
  body: string;
  /** @default "application/json" */
  contentType?: string;
}

/** The scopes of a code that did not go through the authorize page (`issueCode`, `discordCodeFor`). */
const DEFAULT_SCOPES = ["identify", "email", "guilds"];

/**
 * A code the fake accepts without `issueCode`: the user itself, base64url-encoded, for tests that run in another
 * process than the fake (a browser test's workers). The user is added to the world when the code is exchanged.
 */
export function discordCodeFor(user: FakeDiscordUser): string {
  return Buffer.from(JSON.stringify(user)).toString("base64url");
}

function userInCode(code: string): FakeDiscordUser | undefined {
  try {
    const user = JSON.parse(Buffer.from(code, "base64url").toString()) as FakeDiscordUser;
    return typeof user?.id === "string" && typeof user.username === "string" ? user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A local Discord over HTTP: the OAuth2 authorize page, token exchange, refresh and revocation, the user's and
 * the bot's REST endpoints (under `/api/v10`, `/api` and `/`), 401/403/404/429 as Discord answers them, and a
 * control API under `/_sandbox` (see the package README). Tests in the same process change `world` directly.
 */
export class FakeDiscord implements SandboxApplication, SandboxControl {
  static readonly BOT_TOKEN = "fake-discord-bot-token";
  static readonly BOT_ID = "100000000000000777";

  readonly requests: FakeDiscordRequest[] = [];
  readonly world: World;
  readonly client: FakeDiscordClient;
  readonly botToken: string;
  /**
   * When set, every Discord request (not the control API) is answered with this status (e.g. 503, with Discord's
   * JSON error body), or with this answer as it is (a body that is not JSON, or not what Discord sends).
   */
  failWith?: number | FakeDiscordAnswer;
  /** When it gives a status or an answer for a request (its method and Discord route), that request fails so. */
  failRequest?: (method: string, route: string) => number | FakeDiscordAnswer | undefined;
  private server?: Server;

  constructor(private readonly options: FakeDiscordOptions) {
    const { secret, id, redirectPath, redirectUris } = options;
    this.client = { secret, id, redirectPath, redirectUris };
    this.botToken = options.botToken ?? FakeDiscord.BOT_TOKEN;
    const botId = options.botId ?? (id && /^\d{17,20}$/.test(id) ? id : FakeDiscord.BOT_ID);
    this.world = new World({ id: botId, username: options.botUsername ?? "Chartbot" });
    this.reset();
  }

  /** Puts the world back as it started: the seed again, no codes, grants or rate limits. */
  reset(): void {
    this.world.clear();
    if (this.options.tokenLifetimeSeconds !== undefined) {
      this.world.tokenLifetimeSeconds = this.options.tokenLifetimeSeconds;
    }
    this.options.seed?.(this.world);
  }

  /** Makes `code` valid once, for `user` (added to the world on exchange), with `scopes`. */
  issueCode(code: string, user: FakeDiscordUser, scopes: string[] = DEFAULT_SCOPES): void {
    this.world.codes.set(code, { userId: user.id, user, scopes });
  }

  /** A fresh code for a user of the world, as if it had authorized the application on the authorize page. */
  codeFor(userId: string, options: { scopes?: string[]; redirectUri?: string } = {}): string {
    if (!this.world.users.has(userId)) throw new Error(`No sandbox user ${userId}`);
    return this.world.issueCodeFor(userId, {
      scopes: options.scopes ?? DEFAULT_SCOPES,
      redirectUri: options.redirectUri,
    });
  }

  /** The next `times` requests whose route (`/users/@me/guilds`, `/guilds/*\/channels`) matches answer 429. */
  rateLimit(
    pattern: string | RegExp,
    options: { retryAfterSeconds?: number; times?: number; method?: string; global?: boolean } = {},
  ): void {
    this.world.rateLimit(pattern, options);
  }

  codeCarryingUser(code: string): PendingCode | undefined {
    const user = userInCode(code);
    return user ? { userId: user.id, user, scopes: DEFAULT_SCOPES } : undefined;
  }

  get baseUrl(): string {
    if (!this.server) throw new Error("FakeDiscord is not started");
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** What `DISCORD_API_BASE_URL` is set to: `<baseUrl>/api` (the client adds `/v10`). */
  get apiBaseUrl(): string {
    return `${this.baseUrl}/api`;
  }

  /** Where a browser is sent to authorize the application. */
  get authorizeUrl(): string {
    return `${this.baseUrl}/oauth2/authorize`;
  }

  /** The API's Discord variables pointing at this server. */
  get env(): Record<string, string> {
    return {
      DISCORD_API_BASE_URL: this.apiBaseUrl,
      DISCORD_CLIENT_ID: this.client.id ?? "",
      DISCORD_CLIENT_SECRET: this.client.secret,
      DISCORD_BOT_TOKEN: this.botToken,
    };
  }

  /** Listens on `host` (default 127.0.0.1), on `port` or a free one. */
  async start(port = 0, host = "127.0.0.1"): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error), code: 0 });
        else response.end();
      });
    });
    this.server.listen(port, host);
    await once(this.server, "listening");
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const request = await readRequest(incoming);
    if (request.url.pathname.startsWith("/_sandbox/")) return handleControl(this, request, response);
    if (request.route === "/oauth2/authorize") return handleAuthorize(this, request, response);
    const failure = this.failWith ?? this.failRequest?.(request.method, request.route);
    if (failure) {
      this.requests.push({ method: request.method, path: request.route, url: request.url.pathname });
      if (typeof failure === "number")
        return sendJson(response, failure, { message: "unavailable", code: 0 });
      const { status, body, contentType = "application/json" } = failure;
      response.writeHead(status, { "content-type": contentType }).end(body);
      return;
    }
    const limited = this.world.takeRateLimit(request.method, request.route);
    if (limited) {
      this.requests.push({ method: request.method, path: request.route, url: request.url.pathname });
      return rateLimited(response, limited);
    }
    if (handleOAuth(this, request, response)) return;
    handleRest(this, request, response);
  }
}

/** Discord's 429: `Retry-After` in seconds, the `X-RateLimit-*` headers and the JSON body. */
function rateLimited(response: ServerResponse, rule: RateLimitRule): void {
  const seconds = rule.retryAfterSeconds;
  sendJson(
    response,
    429,
    { message: "You are being rate limited.", retry_after: seconds, global: rule.global ?? false },
    {
      "retry-after": String(Math.ceil(seconds)),
      "x-ratelimit-limit": "1",
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": String(Date.now() / 1000 + seconds),
      "x-ratelimit-reset-after": String(seconds),
      "x-ratelimit-bucket": `sandbox-${token(6)}`,
      "x-ratelimit-scope": rule.global ? "global" : "user",
      ...(rule.global ? { "x-ratelimit-global": "true" } : {}),
    },
  );
}
