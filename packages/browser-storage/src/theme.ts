import { STORAGE_KEYS } from "./storage-keys";
import { type MaybeStorage, readItem, writeItem } from "./storage-like";

export const THEMES = ["light", "dark"] as const;

export type Theme = (typeof THEMES)[number];

/** Whether a value is a valid theme. */
export function isTheme(value: unknown): value is Theme {
  return THEMES.some((theme) => theme === value);
}

/** The stored theme; undefined when unset (follow the system preference) or invalid. */
export function readTheme(storage: MaybeStorage): Theme | undefined {
  const value = readItem(storage, STORAGE_KEYS.theme);
  return isTheme(value) ? value : undefined;
}

/** Stores the theme; false when it could not be stored. */
export function writeTheme(storage: MaybeStorage, value: Theme): boolean {
  return isTheme(value) && writeItem(storage, STORAGE_KEYS.theme, value);
}
