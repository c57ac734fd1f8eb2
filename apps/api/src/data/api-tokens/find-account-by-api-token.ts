import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { hashApiToken, looksLikeApiToken } from "../../crypto/api-token.js";
import type { Db } from "../../db/open-database.js";
import { accounts, apiTokens } from "../../db/schema.js";
import type { Account } from "../accounts/ensure-account.js";
import type { ApiTokenSummary } from "./api-token.js";

/** Whom a personal API token speaks for, and what it may do. */
export interface ApiTokenHolder {
  account: Account;
  tokenId: string;
  scope: ApiTokenSummary["scope"];
}

/**
 * The account a personal API token belongs to and the token's scope, or undefined for an unknown, malformed
 * or revoked token. Read from the database on every call (no cache), so a revocation holds from the next call.
 * The token is looked up by its SHA-256 hash through the unique index: no stored secret is compared in
 * code, so the time taken says nothing about how much of a guess was right.
 */
export async function findAccountByApiToken(db: Db, token: string): Promise<ApiTokenHolder | undefined> {
  if (!looksLikeApiToken(token)) return undefined;
  const hash = hashApiToken(token);
  const [found] = await db
    .select({ account: accounts, tokenId: apiTokens.id, scope: apiTokens.scope })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)));
  if (!found) return undefined;
  // lastUsedAt is written at most once a minute per token, so a busy client does not write on every call.
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, found.tokenId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
  return found;
}
