/**
 * The readable cookie the API sets beside its HttpOnly session cookie, with the same lifetime, path and
 * domain, and clears with it (the API's `session-cookies.ts`). It holds no secret: it only says whether
 * asking `GET /api/session` is worth it, so signed-out visitors make no request (and log no 401).
 */
export const SIGNED_IN_HINT_COOKIE = "chartbot_signed_in";

/** Whether a `document.cookie` string carries the signed-in hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(";").some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The domains a cookie visible on `hostname` may have been set for: the host itself, then each parent
 * domain with at least two labels ("www.chartbot.app" -> "www.chartbot.app", "chartbot.app").
 */
export function cookieDomainsFor(hostname: string): string[] {
  if (!hostname.includes(".") || /^[\d.]+$/.test(hostname) || hostname.includes(":")) return [];
  const labels = hostname.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/**
 * The `document.cookie` assignments that delete the hint: host-only, and on every domain it may have been
 * set for (the page cannot read a cookie's domain). Used when the API says the session behind it is gone.
 */
export function clearSignedInHintCookies(hostname: string): string[] {
  const expired = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return [expired, ...cookieDomainsFor(hostname).map((domain) => `${expired}; Domain=${domain}`)];
}

/**
 * Deletes a stale hint from the page's cookies (see `clearSignedInHintCookies`). Plain `document.cookie`
 * writes: the Cookie Store API is missing from browsers we still support, and the strings are fixed.
 */
export function clearSignedInHint(doc: Pick<Document, "cookie">, hostname: string): void {
  for (const cookie of clearSignedInHintCookies(hostname)) doc.cookie = cookie;
}
