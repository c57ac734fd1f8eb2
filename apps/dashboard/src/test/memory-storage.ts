import type { StorageLike } from "@chartbot/auth-gate/storage";

/** An in-memory Web Storage for tests, with its contents readable as a plain object. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  toObject(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}
