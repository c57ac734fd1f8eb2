import type { apiTokens } from "../../db/schema.js";

/** What may be shown about a personal API token: never the token or its hash. */
export type ApiTokenSummary = Pick<
  typeof apiTokens.$inferSelect,
  "id" | "label" | "tokenPrefix" | "createdAt" | "lastUsedAt" | "revokedAt"
>;
