import {
  type ApiName,
  type CallArgs,
  type Endpoint,
  type ResultOf,
  type Route,
  urlOf,
} from "@chartbot/contracts/endpoint";
import { answerMismatch } from "./check-answer.ts";

/**
 * A call the API refused or could not answer: its status (0 when no answer came) and the API's
 * `{ error: { code, message } }` (`invalid_response` when the answer broke the contract, `network_error` when
 * there was none, `unknown` for a body that is not the API's).
 */
export class ApiClientError extends Error {
  override name = "ApiClientError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface RetryPolicy {
  /** Attempts for a call that meets a 429, a 5xx or no answer. @default 1 (no retry) */
  maxAttempts?: number;
  /** The first back-off after a 5xx or no answer; doubled each attempt. @default 250 */
  backoffMs?: number;
  /** The longest wait for a `Retry-After`, so a bad header cannot stall the caller. @default 30000 */
  maxRetryAfterMs?: number;
}

export interface ApiClientOptions {
  /** The API's origin (`https://api.chartbot.example`); "" for the page's own origin in a browser. */
  origin: string;
  /** Which API the calls go to: its base path (`/api`, `/api/v1`, `/api/bot/v1`). @default each endpoint's own */
  api?: ApiName;
  /** A bearer token: a personal API token (`cbt_…`) or a bot service token (`cbb_…`). */
  token?: string;
  /**
   * Check every answer against the endpoint's schema; a mismatch throws `invalid_response`. Off, a call may name a
   * `Route` (an endpoint without its schemas, `@chartbot/contracts/routes`), so no zod ships. @default true
   */
  checkAnswers?: boolean;
  retry?: RetryPolicy;
  /** Milliseconds before a call is given up (no answer). @default 15000 */
  timeoutMs?: number;
  /** Whether a browser sends its cookies: `include` for the API's session cookie on another origin. @default fetch's */
  credentials?: RequestInit["credentials"];
  /** The `fetch` to use (tests, or a runtime's own). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Retry-After` in seconds or as an HTTP date, in milliseconds. */
function retryAfterMs(header: string | null, fallback: number): number {
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - Date.now());
}

/** A response's JSON body; undefined when it is empty or not JSON (a proxy's HTML page). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The API's `{ error: { code, message } }` in a refused call's body. Any code is taken, not only the codes this
 * version knows (`@chartbot/error-messages/api` owns those), so a newer API's codes reach an older client.
 */
function errorOf(status: number, body: unknown): ApiClientError {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  if (typeof code === "string" && typeof message === "string")
    return new ApiClientError(status, code, message);
  return new ApiClientError(status, "unknown", `The API answered ${status} without its error body.`);
}

/** Options of one call, beside its params, query and body. */
export interface CallOptions {
  /** Aborts the call (and its retries): it rejects with `network_error`. */
  signal?: AbortSignal;
}

/**
 * A client of the API: `client.call(botEndpoints.changes, { query: { cursor } })` sends the call its declaration
 * describes (method, path with its params encoded, query string, JSON body, the bearer token), and resolves
 * with the answer, typed and (by default) checked against the contract. A non-2xx answer rejects with the API's
 * error; a 429 waits for its `Retry-After`, a 5xx or no answer backs off exponentially, up to `maxAttempts`.
 */
export function createApiClient(options: ApiClientOptions) {
  const { origin, api, token, checkAnswers = true, timeoutMs = 15_000, credentials, retry = {} } = options;
  const { maxAttempts = 1, backoffMs = 250, maxRetryAfterMs = 30_000 } = retry;
  const base = origin.replace(/\/$/, "");
  const fetchOf = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= maxAttempts || signal?.aborted === true;
      const backoff = backoffMs * 2 ** (attempt - 1);
      let response: Response;
      try {
        response = await fetchOf(url, {
          method,
          headers: {
            accept: "application/json",
            ...(token && { authorization: `Bearer ${token}` }),
            ...(body !== undefined && { "content-type": "application/json" }),
          },
          ...(body !== undefined && { body: JSON.stringify(body) }),
          ...(credentials && { credentials }),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (!last) {
          await sleep(backoff);
          continue;
        }
        throw new ApiClientError(0, "network_error", `${method} ${url}: no answer`, { cause: error });
      }
      if (!last && (response.status === 429 || response.status >= 500)) {
        await response.body?.cancel();
        const wait =
          response.status === 429 ? retryAfterMs(response.headers.get("retry-after"), backoff) : backoff;
        await sleep(Math.min(wait, maxRetryAfterMs));
        continue;
      }
      return response;
    }
  }

  /** Calls `endpoint` (or its `Route` when answers are not checked); resolves with its answer (`undefined` for a 204). */
  async function call<E extends Endpoint>(
    endpoint: E | Route<E>,
    ...[request]: CallArgs<E, CallOptions>
  ): Promise<ResultOf<E>> {
    const { params, query, body, signal } = (request ?? {}) as CallOptions & {
      params?: unknown;
      query?: unknown;
      body?: unknown;
    };
    if (checkAnswers && !("responses" in endpoint)) {
      throw new Error(`${endpoint.method} ${endpoint.path}: a route has no schemas to check answers with`);
    }
    const target = api ?? endpoint.api;
    if (target === "public" && !endpoint.publicApi) {
      throw new Error(`${endpoint.method} ${endpoint.path} is not part of the public API`);
    }
    const url = `${base}${urlOf(endpoint, { params, query }, target)}`;
    const response = await send(endpoint.method, url, body, signal);
    const answer = response.status === 204 ? undefined : await readJson(response);
    if (!response.ok) throw errorOf(response.status, answer);
    if (response.status === 204) return undefined as ResultOf<E>;
    if (answer === undefined) {
      throw new ApiClientError(
        response.status,
        "invalid_response",
        `${endpoint.method} ${url}: no JSON answer`,
      );
    }
    if (checkAnswers && "responses" in endpoint) {
      const mismatch = answerMismatch(endpoint, response.status, answer);
      if (mismatch) throw new ApiClientError(response.status, "invalid_response", mismatch);
    }
    return answer as ResultOf<E>;
  }

  return { call };
}
export type ApiClient = ReturnType<typeof createApiClient>;
