import type { Page } from "@chartbot/contracts/paging";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { apiTokens } from "../../db/schema.js";
import { type PageRequest, readPage } from "../paging.js";
import { type ApiTokenSummary, apiTokenSummaryColumns } from "./api-token.js";

/** One page of an account's personal API tokens, newest first: active ones, revoked ones, or both. */
export async function listApiTokens(
  db: Db,
  accountId: string,
  status: "active" | "revoked" | undefined,
  page: PageRequest,
): Promise<Page<ApiTokenSummary>> {
  const revoked = { active: isNull(apiTokens.revokedAt), revoked: isNotNull(apiTokens.revokedAt) };
  return readPage<ApiTokenSummary>(apiTokens, page, ({ sortKey, after, orderBy, limit }) =>
    db
      .select({ ...apiTokenSummaryColumns, sortKey })
      .from(apiTokens)
      .where(and(eq(apiTokens.accountId, accountId), status && revoked[status], after))
      .orderBy(...orderBy)
      .limit(limit),
  );
}
