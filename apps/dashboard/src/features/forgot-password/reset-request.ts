/**
 * What the reset-link request may tell the user. The answer must not depend on whether an account exists for the
 * address (issue 21, item 8), so only problems that are about the address's form or about reaching the service
 * are shown; every other answer of the provider (user-not-found, user-disabled, ...) reads as "on its way".
 * See docs/decisions/password-reset-no-account-listing.md.
 */

/** Provider codes (without `auth/`) that are shown as an error: they say nothing about any account. */
const SHOWN_CODES: ReadonlySet<string> = new Set([
  "invalid-email",
  "missing-email",
  "network-request-failed",
  "too-many-requests",
]);

/** The page's answer to any well-formed address, known or not (the words; the spec has none). */
export const RESET_LINK_ON_ITS_WAY = "If an account exists, a link is on its way.";

/** Whether a failed request is shown as an error (true) or answered like a sent link (false). */
export function isShownResetError(error: unknown): boolean {
  const code = codeOf(error);
  if (code === undefined) return true; // not a provider answer (a bug, a blocked script): say so
  return SHOWN_CODES.has(code.startsWith("auth/") ? code.slice("auth/".length) : code);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && code !== "" ? code : undefined;
}
