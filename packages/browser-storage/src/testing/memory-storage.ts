import type { StorageLike } from "../storage-like";

/** An in-memory Web Storage with its entries visible: the one stand-in for `localStorage` in tests and stories. */
export interface MemoryStorage extends StorageLike {
  readonly entries: Map<string, string>;
  /** The entries as a plain object, for `toEqual`. */
  toObject(): Record<string, string>;
}

/** A new in-memory storage holding `initial`. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
    toObject: () => Object.fromEntries(entries),
  };
}

/** A storage that throws on every call, like Safari's private mode or a full quota. */
export function throwingStorage(): StorageLike {
  const fail = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}
