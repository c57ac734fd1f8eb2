import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from "fastify";
import type { App } from "../../src/app.js";

/**
 * Who makes a request:
 * - a test user (`createTestUser`, `createTestAccount`, `createSubscriber`): their Firebase ID token as
 *   `Authorization: Bearer`;
 * - a token as a string: a personal API token (`cbt_…`), a bot token (`cbb_…`) or an ID token, as `Bearer`;
 * - `{ cookie }`: a session cookie (`__session=…`), as the dashboard sends it.
 */
export type Caller = { readonly idToken: string } | { readonly cookie: string } | string;

export interface RequestOptions {
  /** Who calls; no credential when left out or undefined. */
  as?: Caller | undefined;
  /** The body: an object is sent as JSON, a string as it is. */
  body?: InjectOptions["payload"];
  /** More headers (an Origin, a User-Agent, ...); they win over the credential's. */
  headers?: Record<string, string>;
  /** The client's address (the rate limits, TRUST_PROXY); inject's default otherwise. */
  remoteAddress?: string;
}

/** The headers that carry `caller`'s credential (none for undefined). */
export function credentialHeaders(caller: Caller | undefined): Record<string, string> {
  if (caller === undefined) return {};
  if (typeof caller === "string") return { authorization: `Bearer ${caller}` };
  if ("cookie" in caller) return { cookie: caller.cookie };
  return { authorization: `Bearer ${caller.idToken}` };
}

/**
 * Calls the API in process (`app.inject`): `method` and `url` (the whole path, `/api/...`), as `options.as`,
 * with `options.body` when given. Answers the response, whatever its status.
 */
export function request(
  app: App,
  method: HTTPMethods,
  url: string,
  { as, body, headers, remoteAddress }: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...credentialHeaders(as), ...headers },
    ...(body !== undefined && { payload: body }),
    ...(remoteAddress !== undefined && { remoteAddress }),
  });
}
