import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { apiTokens } from "../../db/schema.js";
import type { ApiTokenSummary } from "./api-token.js";

/** An account's personal API tokens, revoked ones included, newest first. */
export async function listApiTokens(db: Db, accountId: string): Promise<ApiTokenSummary[]> {
  return db
    .select({
      id: apiTokens.id,
      label: apiTokens.label,
      tokenPrefix: apiTokens.tokenPrefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.accountId, accountId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}
