import { safeRelativePath } from "@chartbot/auth-gate";

export interface SignInHrefInput {
  /** The dashboard's origin, e.g. "https://app.chartbot.app". */
  dashboardOrigin: string;
  /** This site's origin, e.g. "https://chartbot.app". */
  siteUrl: string;
  /** The marketing page the visitor is on. */
  path: string | null | undefined;
}

/**
 * The dashboard's sign-in page with `next` set to the marketing page to come back to: this site's origin
 * plus the current path, which must pass `safeRelativePath` (else the home page). The dashboard accepts a
 * `next` only on the marketing site's configured origin, so it cannot become an open redirect.
 */
export function signInHref({ dashboardOrigin, siteUrl, path }: SignInHrefInput): string {
  const returnPath = safeRelativePath(path) ?? "/";
  const login = new URL("/login", dashboardOrigin);
  login.searchParams.set("next", new URL(returnPath, siteUrl).href);
  return login.href;
}
