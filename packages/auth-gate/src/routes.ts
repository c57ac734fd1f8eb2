import { safeRelativePath } from "./safe-relative-path";

/** Where the user signs in or completes an account step; never remembered as lastPage. */
export const AUTH_PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/account/verify-email",
  "/account/action",
  "/logout",
  "/unsubscribe",
] as const;

/**
 * Pages that are never redirected, whatever the auth state. `/logout` (our addition to the spec's two)
 * signs the user out itself and must not be sent to lastPage halfway through; `/unsubscribe` (an email's
 * unsubscribe link) needs no sign-in and works the same for anyone, signed in or not.
 */
export const EXEMPT_PAGES = ["/account/action", "/account/alerts", "/logout", "/unsubscribe"] as const;

/** Sections that need a token: the path itself or anything below it. */
export const PROTECTED_SECTIONS = ["/account", "/communities", "/subscriptions"] as const;

export const LOGIN_PATH = "/login";
export const VERIFY_EMAIL_PATH = "/account/verify-email";
/** Where a verified user lands after signing in when no page is remembered. */
export const ACCOUNT_PATH = "/account";

const authPages: ReadonlySet<string> = new Set(AUTH_PAGES);
const exemptPages: ReadonlySet<string> = new Set(EXEMPT_PAGES);

/** Reduces a path to the form the rules match on: leading slash, no query or hash, no repeated or trailing slash. */
export function normalisePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const collapsed = `/${pathname}`.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/** Whether a normalised path is one of the sign-in and account-step pages. */
export function isAuthPage(path: string): boolean {
  return authPages.has(path);
}

/** Whether a normalised path is never redirected. */
export function isExemptPage(path: string): boolean {
  return exemptPages.has(path);
}

/** Whether a normalised path needs a token (`/account/x` does, `/accounting` does not). */
export function isProtectedPath(path: string): boolean {
  return PROTECTED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

/**
 * The lastPage value to remember for a page (no leading slash): its normalised path and its query, so a return
 * to `/subscriptions?addon=x` keeps `?addon=x`. The hash is dropped. Null when the page is not remembered (an
 * auth page, or a path that would be unsafe to return to); a query that fails the same check is dropped alone.
 */
export function lastPageFor(path: string): string | null {
  const pathname = normalisePath(path);
  const safePath = safeRelativePath(pathname);
  if (isAuthPage(pathname) || safePath === null) return null;
  const query = queryOf(path);
  const withQuery = query === "" ? null : safeRelativePath(`${pathname}${query}`);
  return (withQuery ?? safePath).slice(1);
}

/** The `?query` part of a path, without the hash; "" when there is none. */
function queryOf(path: string): string {
  const withoutHash = path.split("#", 1)[0] ?? "";
  const start = withoutHash.indexOf("?");
  return start === -1 ? "" : withoutHash.slice(start);
}
