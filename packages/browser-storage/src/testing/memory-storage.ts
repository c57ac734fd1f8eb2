import type { StorageLike } from "./storage-like";

/** An in-memory storage for tests, with the entries visible. */
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

/** A storage that throws on every call, like Safari's private mode or a full quota. */
export function throwingStorage(): StorageLike {
  const fail = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}
