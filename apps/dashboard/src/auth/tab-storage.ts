import type { StorageLike } from "@chartbot/browser-storage";

/** The browser's sessionStorage (this tab only), or undefined on the server or when the browser denies it. */
export function getTabStorage(): StorageLike | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
