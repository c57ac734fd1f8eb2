import type { FastifyRequest } from "fastify";
import { looksLikeApiToken } from "../crypto/api-token.js";
import type { ApiTokenSummary } from "../data/api-tokens/api-token.js";
import { findAccountByApiToken } from "../data/api-tokens/find-account-by-api-token.js";
import { AppError } from "../errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The personal API token the caller of the public API (`/api/v1`) authenticated with. */
    apiToken?: { id: string; scope: ApiTokenSummary["scope"] };
  }
}

/** The methods a `read` token may use. */
const READ_METHODS = new Set(["GET", "HEAD"]);

export const API_TOKEN_MISSING =
  "The public API needs a personal API token: send `Authorization: Bearer cbt_…` (create one on the dashboard's Trading & API keys page). Session cookies and ID tokens are not accepted here.";
export const API_TOKEN_MALFORMED =
  "The Authorization header must be `Bearer cbt_…` followed by the 43 characters of a personal API token. Session cookies and ID tokens are not accepted here.";
export const API_TOKEN_REFUSED =
  "This API token is unknown or was revoked. Create a new one on the dashboard.";
export const API_TOKEN_READ_ONLY = "This token can only read. Create a read-write token to change things.";

/**
 * The public API's authentication (`onRequest`): `Authorization: Bearer cbt_…` and nothing else (cookies and
 * Firebase ID tokens are ignored, so no ambient credential of a browser works here). The token is looked up in
 * the database on every request, so a revoked token is refused from the next call on; its `last_used_at` is
 * recorded (at most once a minute). Sets `request.account` (the owner: every route then applies exactly the
 * owner's authorization, and the per-account rate limit counts it) and `request.apiToken`. A `read` token may
 * only GET: anything else is 403 `forbidden`.
 */
export async function requireApiToken(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header) throw new AppError("unauthenticated", API_TOKEN_MISSING);
  const token = /^Bearer (\S+)$/.exec(header)?.[1];
  if (!token || !looksLikeApiToken(token)) throw new AppError("unauthenticated", API_TOKEN_MALFORMED);
  const holder = await findAccountByApiToken(request.server.database.db, token);
  if (!holder) throw new AppError("unauthenticated", API_TOKEN_REFUSED);
  request.account = holder.account;
  request.apiToken = { id: holder.tokenId, scope: holder.scope };
  if (holder.scope === "read" && !READ_METHODS.has(request.method)) {
    throw new AppError("forbidden", API_TOKEN_READ_ONLY);
  }
}

/** The public API's path prefix: routes under it accept only personal API tokens and answer no CORS. */
export const PUBLIC_API_PREFIX = "/api/v1";

/** Whether a request URL is on the public API. */
export function isPublicApiUrl(url: string): boolean {
  return url === PUBLIC_API_PREFIX || /^\/api\/v1[/?]/.test(url);
}
