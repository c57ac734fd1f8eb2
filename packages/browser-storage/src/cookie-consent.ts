import { STORAGE_KEYS } from "./storage-keys";
import { type MaybeStorage, readItem, writeItem } from "./storage-like";

/** The stored cookie choices: "Accept all" and "Use only required". */
export const COOKIE_CONSENT_VALUES = ["all", "required"] as const;

export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Whether a value is a valid cookie consent. */
export function isCookieConsent(value: unknown): value is CookieConsent {
  return COOKIE_CONSENT_VALUES.some((consent) => consent === value);
}

/** The stored cookie consent; undefined when unset (show the banner) or invalid. */
export function readCookieConsent(storage: MaybeStorage): CookieConsent | undefined {
  const value = readItem(storage, STORAGE_KEYS.cookieConsent);
  return isCookieConsent(value) ? value : undefined;
}

/** Stores the cookie consent; false when it could not be stored. */
export function writeCookieConsent(storage: MaybeStorage, value: CookieConsent): boolean {
  return isCookieConsent(value) && writeItem(storage, STORAGE_KEYS.cookieConsent, value);
}
