import type { Token } from "@chartbot/contracts/trading";
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

/** A token as the dashboard shows it: its prefix, never the token. */
export function presentApiToken(token: ApiTokenSummary): Token {
  return {
    id: token.id,
    label: token.label,
    prefix: token.tokenPrefix,
    scope: token.scope,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
  };
}
