import {
  browserPreferenceStores,
  type PreferenceStores,
  readSharedTheme,
  STORAGE_KEYS,
  type Theme,
  writeSharedTheme,
} from "@chartbot/browser-storage";
import { media } from "./breakpoints";
import { darkTheme, lightTheme } from "./themes.css";

export type { Theme };

const themeClass: Record<Theme, string> = { light: lightTheme, dark: darkTheme };

// Subscribers hear about our own changes at once; the MutationObserver catches changes made elsewhere.
const listeners = new Set<() => void>();

/** The theme to show: the stored choice, else the system preference. */
export function resolveTheme(stored: Theme | undefined, prefersDark: boolean): Theme {
  return stored ?? (prefersDark ? "dark" : "light");
}

function prefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(media.prefersDark).matches;
}

/** The theme `<html>` shows now. */
export function getDocumentTheme(): Theme {
  const classes = document.documentElement.classList;
  if (classes.contains(darkTheme)) return "dark";
  if (classes.contains(lightTheme)) return "light";
  return prefersDark() ? "dark" : "light";
}

/** Puts the theme's class (and `color-scheme`) on an element, `<html>` by default. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(themeClass[theme]);
  root.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

/**
 * The user's choice: stores it for the whole product (the shared `theme` cookie, which the other app reads
 * too, and this origin's `theme` key) and applies it.
 */
export function setTheme(theme: Theme, stores: PreferenceStores = browserPreferenceStores()): void {
  writeSharedTheme(theme, stores);
  applyTheme(theme);
}

/** Shows the product-wide choice again, in case it changed in the other app or another tab. */
function followSharedTheme(): void {
  const theme = resolveTheme(readSharedTheme(), prefersDark());
  if (theme !== getDocumentTheme()) applyTheme(theme);
}

/**
 * Calls back whenever the shown theme may have changed: a class change, another tab, the system setting, or
 * a choice made in the other app (read again when this page becomes visible: other origins fire no event).
 */
export function subscribeToTheme(onChange: () => void): () => void {
  listeners.add(onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });

  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme) followSharedTheme();
  };
  window.addEventListener("storage", onStorage);
  const onVisible = () => {
    if (document.visibilityState === "visible") followSharedTheme();
  };
  document.addEventListener("visibilitychange", onVisible);

  const query = typeof matchMedia === "function" ? matchMedia(media.prefersDark) : undefined;
  const onSystemChange = () => {
    if (readSharedTheme() === undefined) applyTheme(prefersDark() ? "dark" : "light");
  };
  query?.addEventListener("change", onSystemChange);

  return () => {
    listeners.delete(onChange);
    observer.disconnect();
    window.removeEventListener("storage", onStorage);
    document.removeEventListener("visibilitychange", onVisible);
    query?.removeEventListener("change", onSystemChange);
  };
}
