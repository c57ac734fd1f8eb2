import { type CookieConsent, isCookieConsent } from "./cookie-consent";
import { STORAGE_KEYS } from "./storage-keys";
import { getBrowserStorage, type MaybeStorage, readItem, writeItem } from "./storage-like";
import { isTheme, type Theme } from "./theme";

/**
 * One theme and one cookie choice for the whole product. The marketing site and the dashboard run on different
 * origins (`chartbot.app` and `dashboard.chartbot.app`; ports 3000 and 3001 locally), and localStorage is per
 * origin, so each choice is also kept in a first-party cookie of the same name as its storage key (`theme`,
 * `cookies`): on the parent domain both apps share (`NEXT_PUBLIC_COOKIE_DOMAIN`), or host-only when none is
 * configured (cookies ignore ports, so `localhost:3000` and `localhost:3001` share it). The cookie is the
 * product-wide choice; localStorage (the spec's keys) mirrors it. See docs/decisions/0NN-shared-preferences.md.
 */

/** The part of `document` the helpers use: its cookie string. A test passes `memoryCookies()`. */
export interface CookieJar {
  cookie: string;
}

/** Where the shared preferences live: the origin's localStorage and the product's cookies. */
export interface PreferenceStores {
  /** The spec's keys in this origin's storage. */
  storage?: MaybeStorage;
  /** The cookies both apps see; null when there is no document (server rendering). */
  cookies?: CookieJar | null;
  /** The cookie's `Domain` (the parent domain both apps share); host-only when empty. */
  domain?: string | undefined;
  /** Whether to mark the cookie `Secure` (pages served over https). */
  secure?: boolean;
}

/** The keys kept product-wide. lastPage is not: it is the marketing site's own. */
export const SHARED_PREFERENCE_KEYS = [STORAGE_KEYS.theme, STORAGE_KEYS.cookieConsent] as const;

export type SharedPreferenceKey = (typeof SHARED_PREFERENCE_KEYS)[number];

/** A year: the choice lasts, and each write renews it. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The `<html>` attribute holding the configured cookie domain (`ThemeScript` sets it), so every writer on
 * the page, however deep in the kit, uses the same `Domain` without it being passed down.
 */
export const COOKIE_DOMAIN_ATTRIBUTE = "data-cookie-domain";

/** A cookie domain as configured (`chartbot.app` or `.chartbot.app`), or undefined when blank or malformed. */
export function normalizeCookieDomain(domain: string | undefined): string | undefined {
  const trimmed = domain?.trim().replace(/^\./, "").toLowerCase();
  return trimmed && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(trimmed) ? trimmed : undefined;
}

/** The value of cookie `name` in a `document.cookie` string; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment storing a shared preference. */
export function preferenceCookie(
  key: SharedPreferenceKey,
  value: string,
  { domain, secure = false }: Pick<PreferenceStores, "domain" | "secure"> = {},
): string {
  const parts = [
    `${key}=${encodeURIComponent(value)}`,
    `Max-Age=${PREFERENCE_COOKIE_MAX_AGE}`,
    "Path=/",
    "SameSite=Lax",
  ];
  const cookieDomain = normalizeCookieDomain(domain);
  if (cookieDomain) parts.push(`Domain=${cookieDomain}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The page's stores: localStorage, `document.cookie`, the domain `ThemeScript` put on `<html>`, https.
 * Fields of `overrides` that are not undefined replace them (components take a test storage this way).
 */
export function browserPreferenceStores(overrides: PreferenceStores = {}): PreferenceStores {
  const page: PreferenceStores =
    typeof document === "undefined"
      ? { storage: getBrowserStorage(), cookies: null }
      : {
          storage: getBrowserStorage(),
          cookies: document,
          domain: document.documentElement.getAttribute(COOKIE_DOMAIN_ATTRIBUTE) ?? undefined,
          secure: typeof location !== "undefined" && location.protocol === "https:",
        };
  const given = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...page, ...Object.fromEntries(given) };
}

function readCookieSafely(cookies: CookieJar | null | undefined, key: string): string | undefined {
  try {
    return cookies ? readCookie(cookies.cookie, key) : undefined;
  } catch {
    return undefined; // a sandboxed document throws on `cookie`
  }
}

function writeCookieSafely(stores: PreferenceStores, key: SharedPreferenceKey, value: string): boolean {
  if (!stores.cookies) return false;
  try {
    stores.cookies.cookie = preferenceCookie(key, value, stores);
    return readCookie(stores.cookies.cookie, key) === value;
  } catch {
    return false;
  }
}

function readShared<T extends string>(
  key: SharedPreferenceKey,
  isValid: (value: unknown) => value is T,
  stores: PreferenceStores,
): T | undefined {
  const fromCookie = readCookieSafely(stores.cookies, key);
  if (isValid(fromCookie)) {
    // The product-wide choice (possibly made in the other app) wins; this origin's storage follows it.
    if (readItem(stores.storage, key) !== fromCookie) writeItem(stores.storage, key, fromCookie);
    return fromCookie;
  }
  const fromStorage = readItem(stores.storage, key);
  if (isValid(fromStorage)) {
    // A choice made before the cookie existed: share it from now on.
    writeCookieSafely(stores, key, fromStorage);
    return fromStorage;
  }
  return undefined;
}

function writeShared<T extends string>(
  key: SharedPreferenceKey,
  isValid: (value: unknown) => value is T,
  value: T,
  stores: PreferenceStores,
): boolean {
  if (!isValid(value)) return false;
  const inCookie = writeCookieSafely(stores, key, value);
  const inStorage = writeItem(stores.storage, key, value);
  return inCookie || inStorage;
}

/** The product-wide theme: the cookie, else this origin's stored one (then shared); undefined when unset. */
export function readSharedTheme(stores: PreferenceStores = browserPreferenceStores()): Theme | undefined {
  return readShared(STORAGE_KEYS.theme, isTheme, stores);
}

/** Stores the theme for the whole product (cookie and storage); false when neither could hold it. */
export function writeSharedTheme(
  value: Theme,
  stores: PreferenceStores = browserPreferenceStores(),
): boolean {
  return writeShared(STORAGE_KEYS.theme, isTheme, value, stores);
}

/** The product-wide cookie choice, like `readSharedTheme`; undefined while unset (show the banner). */
export function readSharedCookieConsent(
  stores: PreferenceStores = browserPreferenceStores(),
): CookieConsent | undefined {
  return readShared(STORAGE_KEYS.cookieConsent, isCookieConsent, stores);
}

/** Stores the cookie choice for the whole product; false when neither cookie nor storage could hold it. */
export function writeSharedCookieConsent(
  value: CookieConsent,
  stores: PreferenceStores = browserPreferenceStores(),
): boolean {
  return writeShared(STORAGE_KEYS.cookieConsent, isCookieConsent, value, stores);
}
