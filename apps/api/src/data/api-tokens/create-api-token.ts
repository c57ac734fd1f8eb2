import { LIMITS } from "@chartbot/addons";
import { and, count, eq, isNull } from "drizzle-orm";
import { generateApiToken } from "../../crypto/api-token.js";
import type { Db } from "../../db/open-database.js";
import { accounts, apiTokens } from "../../db/schema.js";
import { type ApiTokenSummary, apiTokenSummaryColumns } from "./api-token.js";

export type CreateApiTokenResult =
  | { outcome: "created"; summary: ApiTokenSummary; token: string }
  | { outcome: "limit_reached"; limit: number };

/**
 * Issues a personal API token unless the account already holds the most active ones allowed. Only its
 * hash and display prefix are stored; `token` is returned here once and can never be read again.
 */
export async function createApiToken(
  db: Db,
  accountId: string,
  label: string,
  scope: ApiTokenSummary["scope"] = "read",
): Promise<CreateApiTokenResult> {
  const { token, hash, displayPrefix } = generateApiToken();
  return db.transaction(async (tx): Promise<CreateApiTokenResult> => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    const limit = LIMITS.apiTokensPerAccount;
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)));
    if ((held?.n ?? 0) >= limit) return { outcome: "limit_reached", limit };
    const [summary] = await tx
      .insert(apiTokens)
      .values({ accountId, label, scope, tokenHash: hash, tokenPrefix: displayPrefix })
      .returning(apiTokenSummaryColumns);
    if (!summary) throw new Error("insert into api_tokens returned no row");
    return { outcome: "created", summary, token };
  });
}
