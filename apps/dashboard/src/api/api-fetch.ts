import { isApiErrorBody } from "@chartbot/error-messages/api";
import { type ApiClientErrorCode, ApiError } from "./api-error";
import { sessionEvents } from "./session-events";

export interface ApiFetchOptions {
  /** @default "GET" */
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Whether the call runs in the signed-in session: it waits until the session is started, a 401 reports
   * the session as ended, and a 403 `recent_sign_in_required` asks the person to confirm it is them, then
   * sends the call again. Off for the calls that manage the session itself. @default true
   */
  session?: boolean;
  signal?: AbortSignal;
}

/** The `fetch` the client uses; tests replace it. */
export const transport = { fetch: (input: string, init: RequestInit) => globalThis.fetch(input, init) };

/**
 * Calls the API on this origin (`/api/...`, rewritten to the API server) and returns the parsed JSON body
 * (`undefined` for 204). Fails with an `ApiError` carrying the status and the API's `{ error: { code, message } }`.
 */
export async function apiFetch<T>(path: `/api/${string}`, options: ApiFetchOptions = {}): Promise<T> {
  const response = await sendInSession(path, options);
  if (response.status === 204) return undefined as T;
  const body = await readJson(response);
  if (body === undefined) throw new ApiError(response.status, "invalid_response");
  return body as T;
}

/** Calls the API and returns the raw response when it succeeded (downloads); errors as in `apiFetch`. */
export async function apiFetchResponse(
  path: `/api/${string}`,
  options: ApiFetchOptions = {},
): Promise<Response> {
  return sendInSession(path, options);
}

/** Sends, and answers what the session needs: the 401 of an ended session, a re-authentication. */
async function sendInSession(path: string, options: ApiFetchOptions): Promise<Response> {
  const inSession = options.session ?? true;
  if (inSession) await sessionEvents.ready();
  let response = await send(path, options);
  if (inSession && response.status === 403) {
    const error = errorFromResponse(response.status, await readJson(response.clone()));
    if (error.code === "recent_sign_in_required" && (await sessionEvents.confirmIdentity())) {
      response = await send(path, options);
    }
  }
  if (response.ok) return response;
  const error = errorFromResponse(response.status, await readJson(response));
  if (inSession && error.status === 401) sessionEvents.ended();
  throw error;
}

async function send(path: string, { method = "GET", body, signal }: ApiFetchOptions) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    return await transport.fetch(path, {
      method,
      headers,
      // The session cookie: the API is on this origin (`/api/*` is rewritten to it).
      credentials: "same-origin",
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network_error", undefined, { cause: error });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message);
  // A proxy or a crashed server answered without our error body (or with a code this build does not know):
  // name the kind of failure by its status, keeping a 4xx message when there is one.
  const code = codeForStatus(status);
  const message = status < 500 ? messageOf(body) : undefined;
  return new ApiError(status, code, message);
}

function codeForStatus(status: number): ApiClientErrorCode {
  if (status === 401) return "unauthenticated";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 429) return "rate_limited";
  if (status === 503) return "database_unavailable";
  if (status >= 500) return "internal_error";
  return "bad_request";
}

function messageOf(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === "string" && error.message !== "" ? error.message : undefined;
}
