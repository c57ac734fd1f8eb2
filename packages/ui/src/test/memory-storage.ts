import type { StorageLike } from "@chartbot/auth-gate/storage";

/** An in-memory Web Storage stand-in for stories and tests, with its entries visible. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
