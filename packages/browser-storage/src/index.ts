export type { CookieConsent } from "./cookie-consent";
export {
  COOKIE_CONSENT_VALUES,
  isCookieConsent,
  readCookieConsent,
  writeCookieConsent,
} from "./cookie-consent";
export type { CookieJar, PreferenceStores, SharedPreferenceKey } from "./shared-preferences";
export {
  browserPreferenceStores,
  COOKIE_DOMAIN_ATTRIBUTE,
  normalizeCookieDomain,
  PREFERENCE_COOKIE_MAX_AGE,
  preferenceCookie,
  readCookie,
  readSharedCookieConsent,
  readSharedTheme,
  SHARED_PREFERENCE_KEYS,
  writeSharedCookieConsent,
  writeSharedTheme,
} from "./shared-preferences";
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
