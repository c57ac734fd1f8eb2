import { createApiClient } from "@chartbot/api-client";

/**
 * The site's client of the API, for the zod-free routes of `@chartbot/contracts/routes`: answers are not checked
 * against the schemas (zod would join the first-load JavaScript), so each reader checks its body by hand.
 */
export function siteApi(apiOrigin: string, credentials: "include" | "omit") {
  return createApiClient({ origin: apiOrigin, checkAnswers: false, credentials });
}
