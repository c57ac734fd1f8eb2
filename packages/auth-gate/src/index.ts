export type { LastPageAction, RedirectDecision, RedirectInput } from "./decide-redirect";
export { decideRedirect, returnPathFor } from "./decide-redirect";
export {
  ACCOUNT_PATH,
  AUTH_PAGES,
  EXEMPT_PAGES,
  isAuthPage,
  isExemptPage,
  isProtectedPath,
  LOGIN_PATH,
  normalisePath,
  PROTECTED_SECTIONS,
  VERIFY_EMAIL_PATH,
} from "./routes";
export { safeRelativePath } from "./safe-relative-path";
