import { safeRelativePath } from "./safe-relative-path";

export interface DashboardHrefInput {
  /** The dashboard's origin, e.g. "https://app.chartbot.app". */
  dashboardOrigin: string;
  /** This site's origin, e.g. "https://chartbot.app". */
  siteUrl: string;
  /** The marketing page the visitor is on. */
  path: string | null | undefined;
}

/**
 * A dashboard route with `next` set to the marketing page to come back to: this site's origin plus the
 * current path, which must pass `safeRelativePath` (else the home page). The dashboard accepts a `next`
 * only on the marketing site's configured origin, so it cannot become an open redirect.
 */
function dashboardRouteReturningHere(route: string, { dashboardOrigin, siteUrl, path }: DashboardHrefInput) {
  const returnPath = safeRelativePath(path) ?? "/";
  const url = new URL(route, dashboardOrigin);
  url.searchParams.set("next", new URL(returnPath, siteUrl).href);
  return url.href;
}

/** The dashboard's sign-in page, coming back to this marketing page afterwards. */
export function signInHref(input: DashboardHrefInput): string {
  return dashboardRouteReturningHere("/login", input);
}

/**
 * The dashboard's `/logout`, which signs out everywhere (the identity provider's session in the dashboard,
 * the API's session cookie and its hint) and then comes back to this marketing page.
 */
export function logoutHref(input: DashboardHrefInput): string {
  return dashboardRouteReturningHere("/logout", input);
}
