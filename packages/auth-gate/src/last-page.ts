import { type MaybeStorage, readItem, removeItem, STORAGE_KEYS, writeItem } from "@chartbot/browser-storage";
import type { LastPageAction } from "./decide-redirect";
import { safeRelativePath } from "./safe-relative-path";

/** Whether a value has the lastPage form: a same-site path without its leading slash ("" is the home page). */
export function isLastPage(value: unknown): value is string {
  return typeof value === "string" && !value.startsWith("/") && safeRelativePath(`/${value}`) !== null;
}

/** The remembered page without its leading slash; undefined when unset or unsafe. */
export function readLastPage(storage: MaybeStorage): string | undefined {
  const value = readItem(storage, STORAGE_KEYS.lastPage);
  return isLastPage(value) ? value : undefined;
}

/** Remembers a page, given without its leading slash; false when invalid or not stored. */
export function writeLastPage(storage: MaybeStorage, value: string): boolean {
  return isLastPage(value) && writeItem(storage, STORAGE_KEYS.lastPage, value);
}

/** Forgets the remembered page; false when storage is missing or throws. */
export function clearLastPage(storage: MaybeStorage): boolean {
  return removeItem(storage, STORAGE_KEYS.lastPage);
}

/** Carries out a decision's lastPage action; true when storage now matches it. */
export function applyLastPageAction(storage: MaybeStorage, action: LastPageAction): boolean {
  switch (action.action) {
    case "keep":
      return true;
    case "set":
      return writeLastPage(storage, action.value);
    case "clear":
      return clearLastPage(storage);
  }
}
