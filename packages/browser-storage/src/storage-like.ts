/** The part of the Web Storage API the helpers use; `localStorage` fits, and so does a test double. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage, or nothing (server rendering, blocked storage). */
export type MaybeStorage = StorageLike | null | undefined;

/** The browser's localStorage, or undefined on the server or when the browser denies access. */
export function getBrowserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads a key; undefined when there is no storage, no value or the storage throws. */
export function readItem(storage: MaybeStorage, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes a key; false when there is no storage or it throws (quota, private mode). */
export function writeItem(storage: MaybeStorage, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; false when there is no storage or it throws. */
export function removeItem(storage: MaybeStorage, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
