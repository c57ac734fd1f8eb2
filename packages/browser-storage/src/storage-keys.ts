/** The browser storage keys of spec section 3, exactly as the site stores them. */
export const STORAGE_KEYS = {
  cookieConsent: "cookies",
  lastPage: "lastPage",
  theme: "theme",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
