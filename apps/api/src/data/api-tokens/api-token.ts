import { apiTokens } from "../../db/schema.js";

/** The columns that may be shown about a personal API token (never the token or its hash), to select or return. */
export const apiTokenSummaryColumns = {
  id: apiTokens.id,
  label: apiTokens.label,
  tokenPrefix: apiTokens.tokenPrefix,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

/** What may be shown about a personal API token: never the token or its hash. */
export type ApiTokenSummary = Pick<typeof apiTokens.$inferSelect, keyof typeof apiTokenSummaryColumns>;
