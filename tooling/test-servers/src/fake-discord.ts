import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Discord user as `/users/@me` describes it. */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
  avatar?: string | null;
}

/** The OAuth2 client the token exchange must name, as the API under test is configured. */
export interface FakeDiscordClient {
  /** The client secret every exchange must carry. */
  secret: string;
  /** When set, the exchange's `client_id` must be this. */
  id?: string;
  /** When set, the exchange's `redirect_uri` must end with this path (e.g. "/account/action"). */
  redirectPath?: string;
}

/**
 * A code the fake accepts without `issueCode`: the user itself, base64url-encoded, for tests that run in another
 * process than the fake (a browser test's workers).
 */
export function discordCodeFor(user: FakeDiscordUser): string {
  return Buffer.from(JSON.stringify(user)).toString("base64url");
}

function userInCode(code: string): FakeDiscordUser | undefined {
  try {
    const user = JSON.parse(Buffer.from(code, "base64url").toString()) as FakeDiscordUser;
    return typeof user.id === "string" ? user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A local HTTP server speaking Discord's OAuth2 protocol (token exchange and `/users/@me`), so the API's real
 * Discord client runs against it. Codes are single-use, as on Discord. The browser side (the authorize page) is
 * played by the tests.
 */
export class FakeDiscord {
  readonly requests: { path: string; form?: URLSearchParams }[] = [];
  private readonly codes = new Map<string, FakeDiscordUser>();
  private readonly usedCodes = new Set<string>();
  private readonly tokens = new Map<string, FakeDiscordUser>();
  private server?: Server;
  /** When set, every request is answered with this status (e.g. 503 for an outage). */
  failWith?: number;

  constructor(private readonly client: FakeDiscordClient) {}

  /** Makes `code` valid once, for `user`. */
  issueCode(code: string, user: FakeDiscordUser): void {
    this.codes.set(code, user);
  }

  get baseUrl(): string {
    if (!this.server) throw new Error("FakeDiscord is not started");
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Listens on 127.0.0.1, on `port` or a free one. */
  async start(port = 0): Promise<this> {
    this.server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
      };
      const path = request.url ?? "";
      if (this.failWith) return send(this.failWith, { message: "unavailable" });
      if (request.method === "POST" && path === "/oauth2/token") {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        this.requests.push({ path, form });
        const user = this.redeem(form);
        if (!user) {
          return send(400, { error: "invalid_grant", error_description: 'Invalid "code" in request.' });
        }
        const accessToken = `access-${Math.random().toString(36).slice(2)}`;
        this.tokens.set(accessToken, user);
        return send(200, {
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 604800,
          scope: "identify email",
        });
      }
      if (request.method === "GET" && path === "/users/@me") {
        this.requests.push({ path });
        const user = this.tokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
        return user ? send(200, user) : send(401, { message: "401: Unauthorized", code: 0 });
      }
      return send(404, { message: "404: Not Found", code: 0 });
    });
    this.server.listen(port, "127.0.0.1");
    await once(this.server, "listening");
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The user a valid, unused code stands for, marking it used; undefined when the exchange is refused. */
  private redeem(form: URLSearchParams): FakeDiscordUser | undefined {
    const code = form.get("code") ?? "";
    const { id, secret, redirectPath } = this.client;
    const valid =
      form.get("grant_type") === "authorization_code" &&
      form.get("client_secret") === secret &&
      (id === undefined || form.get("client_id") === id) &&
      (redirectPath === undefined || (form.get("redirect_uri") ?? "").endsWith(redirectPath));
    const user = this.codes.get(code) ?? userInCode(code);
    if (!valid || !user || this.usedCodes.has(code)) return undefined;
    this.usedCodes.add(code);
    return user;
  }
}
