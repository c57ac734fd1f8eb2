import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { apiTokens } from "../../db/schema.js";
import { type ApiTokenSummary, apiTokenSummaryColumns } from "./api-token.js";

/** An account's personal API tokens, revoked ones included, newest first. */
export async function listApiTokens(db: Db, accountId: string): Promise<ApiTokenSummary[]> {
  return db
    .select(apiTokenSummaryColumns)
    .from(apiTokens)
    .where(eq(apiTokens.accountId, accountId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}
