import { answerMismatch, readJson } from "@chartbot/api-client";
import { type CallArgs, type Endpoint, type ResultOf, urlOf } from "@chartbot/contracts/endpoint";
import { isApiErrorBody } from "@chartbot/error-messages/api";
import { env } from "@/env";
import { type ApiClientErrorCode, ApiError } from "./api-error";
import { sessionEvents } from "./session-events";

interface ApiFetchOptions {
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

/** A call as the hooks pass it on: params, query, body and the fetch options, not yet typed by an endpoint. */
export interface RawCall extends Omit<ApiFetchOptions, "method" | "body"> {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * Calls a contract endpoint of the dashboard API on this origin (its path under the API base, rewritten to the API server):
 * URL, method and body come from the declaration, and the answer is typed by it (`undefined` for 204). In
 * development and tests the answer is checked against the endpoint's schema (an `invalid_response` error
 * names the first mismatch). Fails with an `ApiError` carrying the status and the API's
 * `{ error: { code, message } }`.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[call]: CallArgs<E, Omit<ApiFetchOptions, "method" | "body">>
): Promise<ResultOf<E>> {
  return sendCall(endpoint, call as RawCall | undefined) as Promise<ResultOf<E>>;
}

/** `callEndpoint` for the hooks, whose calls are typed by their own signatures. */
export async function sendCall(endpoint: Endpoint, call: RawCall = {}): Promise<unknown> {
  const { params, query, body, ...options } = call;
  const response = await sendInSession(urlOf(endpoint, { params, query }), {
    ...options,
    method: endpoint.method,
    body,
  });
  if (response.status === 204) return undefined;
  const answer = await readJson(response);
  if (answer === undefined) throw new ApiError(response.status, "invalid_response");
  if (env.checkApiAnswers) checkAnswer(endpoint, response.status, answer);
  return answer;
}

/** Throws `invalid_response` when the answer is not what the contract says the endpoint answers. */
function checkAnswer(endpoint: Endpoint, status: number, answer: unknown): void {
  const mismatch = answerMismatch(endpoint, status, answer);
  if (mismatch) throw new ApiError(status, "invalid_response", mismatch);
}

/** Calls an endpoint and returns the raw response when it succeeded (downloads); errors as in `callEndpoint`. */
export async function callEndpointForResponse<E extends Endpoint>(
  endpoint: E,
  ...[call]: CallArgs<E, Omit<ApiFetchOptions, "method" | "body">>
): Promise<Response> {
  const { params, query, ...options } = (call ?? {}) as RawCall;
  return sendInSession(urlOf(endpoint, { params, query }), { ...options, method: endpoint.method });
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
      // The session cookie: the API is on this origin (its base path is rewritten to it).
      credentials: "same-origin",
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network_error", undefined, { cause: error });
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
