import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { hashApiToken, looksLikeApiToken } from "../../crypto/api-token.js";
import type { Db } from "../../db/open-database.js";
import { accounts, apiTokens } from "../../db/schema.js";
import type { Account } from "../accounts/ensure-account.js";

/**
 * The account a personal API token belongs to, or undefined for an unknown, malformed or revoked token.
 * The token is looked up by its SHA-256 hash through the unique index: no stored secret is compared in
 * code, so the time taken says nothing about how much of a guess was right.
 */
export async function findAccountByApiToken(db: Db, token: string): Promise<Account | undefined> {
  if (!looksLikeApiToken(token)) return undefined;
  const hash = hashApiToken(token);
  const [found] = await db
    .select({ account: accounts, tokenId: apiTokens.id })
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
  return found.account;
}
