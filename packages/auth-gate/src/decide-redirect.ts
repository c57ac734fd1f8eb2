import {
  ACCOUNT_PATH,
  isAuthPage,
  isExemptPage,
  isProtectedPath,
  LOGIN_PATH,
  lastPageFor,
  normalisePath,
  VERIFY_EMAIL_PATH,
} from "./routes";
import { safeRelativePath } from "./safe-relative-path";

/** What to do with the stored lastPage. */
export type LastPageAction = { action: "keep" } | { action: "set"; value: string } | { action: "clear" };

export interface RedirectInput {
  /** The current path, with its query when it should be remembered too; the rules match the normalised pathname. */
  path: string;
  /** Whether the auth provider has reported its initial state. */
  authLoaded: boolean;
  /** Whether an ID token was obtained. */
  hasToken: boolean;
  /** Whether the signed-in user's email is verified. */
  emailVerified: boolean;
  /** The stored lastPage (no leading slash); untrusted. */
  lastPage?: string | null | undefined;
}

export interface RedirectDecision {
  /** Where to navigate, or null to stay. */
  redirect: string | null;
  lastPage: LastPageAction;
}

const KEEP: LastPageAction = { action: "keep" };
const CLEAR: LastPageAction = { action: "clear" };

/** Applies the authentication gating of spec section 4 to one page view. */
export function decideRedirect(input: RedirectInput): RedirectDecision {
  if (!input.authLoaded) return { redirect: null, lastPage: KEEP };
  const path = normalisePath(input.path);
  const remembered = lastPageFor(input.path);
  const lastPage: LastPageAction = remembered === null ? KEEP : { action: "set", value: remembered };

  if (isExemptPage(path)) return { redirect: null, lastPage };
  if (!input.hasToken) return { redirect: isProtectedPath(path) ? LOGIN_PATH : null, lastPage };
  if (!input.emailVerified) {
    return { redirect: path === VERIFY_EMAIL_PATH ? null : VERIFY_EMAIL_PATH, lastPage };
  }
  if (isAuthPage(path)) return { redirect: returnPathFor(input.lastPage), lastPage: CLEAR };
  return { redirect: null, lastPage };
}

/** Where a verified user goes from an auth page: the remembered page when safe and not an auth page, else /account. */
export function returnPathFor(lastPage: string | null | undefined): string {
  if (lastPage === null || lastPage === undefined) return ACCOUNT_PATH;
  const target = safeRelativePath(`/${lastPage}`);
  if (target === null || isAuthPage(normalisePath(target))) return ACCOUNT_PATH;
  return target;
}
