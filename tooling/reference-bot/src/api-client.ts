import { BOT_API_PREFIX } from "@chartbot/contracts/bot";
import type { z } from "zod";

/** An answer of the bot API that is not a success: its status and the API's `{ error: { code, message } }`. */
export class BotApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${status} ${code}: ${message}`);
    this.name = "BotApiError";
  }
}

/** How the client reaches the API and how hard it tries. */
export interface BotApiClientOptions {
  /** The API's origin, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string;
  /** `cbb_<id>_<secret>`. */
  token: string;
  /** Attempts for a request that meets a 429, a 5xx or a network error. @default 5 */
  maxAttempts?: number;
  /** The first back-off after a 5xx or network error; doubled each attempt. @default 250 */
  backoffMs?: number;
  /** The longest wait for a `Retry-After`, so a bad header cannot stall the bot. @default 30000 */
  maxRetryAfterMs?: number;
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

async function errorOf(response: Response): Promise<BotApiError> {
  const text = await response.text();
  try {
    const { error } = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return new BotApiError(response.status, error?.code ?? "unknown", error?.message ?? text);
  } catch {
    return new BotApiError(response.status, "unknown", text.slice(0, 200));
  }
}

/**
 * The bot API over HTTP: every answer is validated with the contract's schema (a mismatch throws); a 429 waits
 * for its `Retry-After`, a 5xx or a network error backs off exponentially, both up to `maxAttempts`.
 */
export function botApiClient(options: BotApiClientOptions) {
  const { apiUrl, token, maxAttempts = 5, backoffMs = 250, maxRetryAfterMs = 30_000 } = options;
  const base = `${apiUrl.replace(/\/$/, "")}${BOT_API_PREFIX}`;

  async function send(method: string, path: string, body: unknown): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= maxAttempts;
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        if (last) throw error;
        await sleep(backoffMs * 2 ** (attempt - 1));
        continue;
      }
      if (response.status === 429 && !last) {
        await response.body?.cancel();
        const wait = retryAfterMs(response.headers.get("retry-after"), backoffMs * 2 ** (attempt - 1));
        await sleep(Math.min(wait, maxRetryAfterMs));
        continue;
      }
      if (response.status >= 500 && !last) {
        await response.body?.cancel();
        await sleep(backoffMs * 2 ** (attempt - 1));
        continue;
      }
      return response;
    }
  }

  /** Sends a request and parses its answer with `schema`; a non-2xx answer throws a `BotApiError`. */
  async function request<Schema extends z.ZodType>(
    method: "GET" | "PUT" | "POST" | "DELETE",
    path: string,
    schema: Schema,
    body?: unknown,
  ): Promise<z.infer<Schema>> {
    const response = await send(method, path, body);
    if (!response.ok) throw await errorOf(response);
    const text = await response.text();
    const parsed = schema.safeParse(text === "" ? undefined : JSON.parse(text));
    if (!parsed.success) {
      throw new Error(`${method} ${path}: the answer does not match the contract: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  return { request, baseUrl: base };
}
export type BotApiClient = ReturnType<typeof botApiClient>;
