import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { apiTokens } from "../../db/schema.js";

/**
 * Revokes one of the account's tokens; revoking it again keeps the first revocation time. False when
 * the account has no token with this id.
 */
export async function revokeApiToken(db: Db, accountId: string, tokenId: string): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.accountId, accountId)))
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
}
