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

/** An in-memory `document.cookie`: reads `a=1; b=2`, parses each write, and keeps the raw writes. */
export interface MemoryCookies {
  cookie: string;
  /** Every assignment, attributes included (`theme=dark; Max-Age=…; Path=/; …`). */
  readonly writes: string[];
}

/** A new in-memory cookie jar holding `initial` (name to value). `Max-Age=0` deletes, as in a browser. */
export function memoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return Array.from(jar, ([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = "", ...attributes] = assignment.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1).trim());
    },
  };
}
