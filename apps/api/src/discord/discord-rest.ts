import { createHash } from "node:crypto";
import { DiscordAPIError, HTTPError, RateLimitError, REST, type RequestData } from "@discordjs/rest";
import type { z } from "zod";
import { AppError } from "../errors.js";
import type { GlobalLimit } from "./global-limit.js";

/** How long one call to Discord may take before it counts as Discord being unreachable. */
export const DISCORD_TIMEOUT_MS = 8_000;

/** Clients kept at once (one per token seen lately). */
const MAX_CLIENTS = 500;

/** Discord refused a call (a 4xx other than 429): `status` and Discord's `code` say why. */
export class DiscordRefusedError extends Error {
  override name = "DiscordRefusedError";
  constructor(
    readonly status: number,
    readonly code: number | string,
    options?: { cause?: unknown },
  ) {
    super(`Discord refused the call (${status}, ${code})`, options);
  }
}

/** 401: the token is wrong, expired or revoked. */
export class DiscordUnauthorizedError extends DiscordRefusedError {
  override name = "DiscordUnauthorizedError";
}

/** 403: Missing Access (50001) or Missing Permissions (50013), e.g. the bot is not in that server. */
export class DiscordMissingAccessError extends DiscordRefusedError {
  override name = "DiscordMissingAccessError";
}

/** 404: no such thing (Unknown Guild 10004, Unknown Member 10007, ...). */
export class DiscordNotFoundError extends DiscordRefusedError {
  override name = "DiscordNotFoundError";
}

/** Whether an error says the network, not Discord's answer, failed: refused, reset, timed out, bad JSON. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "AbortError" || error.name === "TimeoutError" || error instanceof SyntaxError) {
    return true;
  }
  // Socket errors (ECONNREFUSED, ECONNRESET, ENOTFOUND, ...) and undici's own (UND_ERR_...).
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code)) return true;
  return error instanceof TypeError && error.message === "fetch failed";
}

/** `discord_rate_limited`, to be tried again after `waitMs` (rounded up to whole seconds, at least one). */
function discordRateLimited(waitMs: number, cause?: unknown): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    "discord_rate_limited",
    `Discord asked us to slow down. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
    { cause, retryAfterSeconds: seconds },
  );
}

/**
 * What a failed call means to the API: 429 is `discord_rate_limited` with Discord's wait, 401/403/404 are
 * the typed errors above (callers decide what they mean), 5xx, network failures, timeouts and invalid JSON
 * are `discord_unreachable`. Other 4xx stay `DiscordRefusedError`.
 */
export function mapDiscordError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (error instanceof RateLimitError) return discordRateLimited(error.retryAfter, error);
  if (error instanceof DiscordAPIError) {
    const options = { cause: error };
    if (error.status === 401) return new DiscordUnauthorizedError(error.status, error.code, options);
    if (error.status === 403) return new DiscordMissingAccessError(error.status, error.code, options);
    if (error.status === 404) return new DiscordNotFoundError(error.status, error.code, options);
    if (error.status >= 500) return new AppError("discord_unreachable", undefined, options);
    return new DiscordRefusedError(error.status, error.code, options);
  }
  if (error instanceof HTTPError || isNetworkFailure(error)) {
    return new AppError("discord_unreachable", undefined, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** How a call authenticates: a user's OAuth2 access token, the bot's token, or nothing (the token endpoint). */
export type DiscordAuth = { bearer: string } | { bot: string } | "none";

export interface DiscordCall {
  method: "GET" | "POST";
  /** A route of Discord's API (`Routes.user()` of discord-api-types), without the version. */
  route: `/${string}`;
  auth: DiscordAuth;
  /** A form body (the OAuth2 endpoints take `application/x-www-form-urlencoded`). */
  form?: URLSearchParams;
  query?: URLSearchParams;
}

/** The longest wait for the global limit (the client's own, or the shared one); anything longer is `discord_rate_limited`. */
const GLOBAL_WAIT_MS = 1_000;

/**
 * The longest a call takes in all: two attempts and one wait for the global limit. A global 429 of a second or
 * less is waited out and asked again, for as long as Discord keeps answering it; past this the call is
 * `discord_unreachable`.
 */
const CALL_DEADLINE_MS = 2 * DISCORD_TIMEOUT_MS + GLOBAL_WAIT_MS;

/**
 * A client of Discord's REST API (`@discordjs/rest`, API v10) at `apiBaseUrl` (Discord's is
 * `https://discord.com/api`). The one place such clients are made: every call times out after
 * `DISCORD_TIMEOUT_MS`, is retried once on a 5xx or a network failure, never waits out Discord's rate limits
 * (a 429, or a bucket Discord said is empty, is `discord_rate_limited` at once; only the client's own limit of
 * 50 requests a second is waited out, for at most a second), ends after `CALL_DEADLINE_MS` whatever happens, and
 * answers are checked with a zod schema (a wrong shape is `discord_unreachable`).
 */
export class DiscordRest {
  /** Discord's rate limits are per token: one client (with its own buckets) per token, the last few kept. */
  private readonly clients = new Map<string, REST>();

  /**
   * `globalLimit`, when given (Redis is configured), is Discord's global limit shared with every other API
   * process: a call waits for it as for the client's own, for at most `GLOBAL_WAIT_MS` in all.
   */
  constructor(
    private readonly apiBaseUrl: string,
    private readonly globalLimit?: GlobalLimit,
  ) {}

  private clientFor(key: string): REST {
    let client = this.clients.get(key);
    if (client) {
      // Most recently used last, so the oldest goes first.
      this.clients.delete(key);
    } else {
      client = new REST({
        api: this.apiBaseUrl,
        version: "10",
        timeout: DISCORD_TIMEOUT_MS,
        retries: 1,
        // A route's bucket Discord said is empty, or a 429, answers at once; only the client's own global limit
        // (50 requests a second per token, no word from Discord) is waited out when it frees within a second, so a
        // burst of bot calls slows down instead of failing.
        rejectOnRateLimit: (limit) => !limit.global || limit.timeToReset > GLOBAL_WAIT_MS,
        // Discord's Retry-After as it is (the offset pads waits).
        offset: 0,
        // No background timers: a process can exit without closing this.
        handlerSweepInterval: 0,
        hashSweepInterval: 0,
      });
      if (this.clients.size >= MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value ?? "");
    }
    this.clients.set(key, client);
    return client;
  }

  /** Waits for the shared global limit of the token `key` names, or throws `discord_rate_limited` past a second. */
  private async waitForGlobalLimit(key: string): Promise<void> {
    if (!this.globalLimit || key === "") return;
    const started = Date.now();
    for (;;) {
      const wait = await this.globalLimit.take(key);
      if (wait === 0) return;
      if (Date.now() - started + wait > GLOBAL_WAIT_MS) throw discordRateLimited(wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** Makes `call` and returns its answer checked with `schema`; failures as `mapDiscordError` says. */
  async request<S extends z.ZodType>(call: DiscordCall, schema: S): Promise<z.infer<S>> {
    const headers: Record<string, string> = {};
    if (call.auth !== "none") {
      headers.authorization = "bearer" in call.auth ? `Bearer ${call.auth.bearer}` : `Bot ${call.auth.bot}`;
    }
    // The token goes in our own header (auth: false): @discordjs/rest forgets its stored token on a 401.
    const options: RequestData = {
      auth: false,
      headers,
      signal: AbortSignal.timeout(CALL_DEADLINE_MS),
      ...(call.query && { query: call.query }),
    };
    if (call.form) {
      options.body = call.form.toString();
      options.passThroughBody = true;
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    // Keyed by a hash: neither the clients' map nor Redis keeps the tokens themselves.
    const key =
      call.auth === "none"
        ? ""
        : createHash("sha256")
            .update(headers.authorization ?? "")
            .digest("base64url");
    await this.waitForGlobalLimit(key);
    let answer: unknown;
    try {
      const client = this.clientFor(key);
      answer = await (call.method === "GET"
        ? client.get(call.route, options)
        : client.post(call.route, options));
    } catch (error) {
      throw mapDiscordError(error);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new AppError("discord_unreachable", undefined, {
        cause: new Error(`unexpected answer to ${call.method} ${call.route}: ${parsed.error.message}`),
      });
    }
    return parsed.data;
  }
}
