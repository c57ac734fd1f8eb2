export type { CookieConsent } from "./cookie-consent";
export {
  COOKIE_CONSENT_VALUES,
  isCookieConsent,
  readCookieConsent,
  writeCookieConsent,
} from "./cookie-consent";
// The shared preferences module is public as a whole: its own exports are the list.
export * from "./shared-preferences";
export {
  clearSignedInHint,
  clearSignedInHintCookies,
  cookieDomainsFor,
  hasSignedInHint,
  SIGNED_IN_HINT_COOKIE,
} from "./signed-in-hint";
export type { StorageKey } from "./storage-keys";
export { STORAGE_KEYS } from "./storage-keys";
export type { MaybeStorage, StorageLike } from "./storage-like";
export { getBrowserStorage, readItem, removeItem, writeItem } from "./storage-like";
export type { Theme } from "./theme";
export { isTheme, readTheme, THEMES, writeTheme } from "./theme";
