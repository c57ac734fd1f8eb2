import { describe, expect, it } from "vitest";
import { readCookieConsent, writeCookieConsent } from "./cookie-consent";
import { STORAGE_KEYS } from "./storage-keys";
import { getBrowserStorage } from "./storage-like";
import { memoryStorage, throwingStorage } from "./testing/memory-storage";
import { readTheme, type Theme, writeTheme } from "./theme";

describe("STORAGE_KEYS", () => {
  it("uses the exact key names of the spec", () => {
    expect(STORAGE_KEYS).toEqual({ cookieConsent: "cookies", lastPage: "lastPage", theme: "theme" });
  });
});

describe("cookie consent", () => {
  it("stores all and required under the cookies key", () => {
    const storage = memoryStorage();
    expect(writeCookieConsent(storage, "all")).toBe(true);
    expect(storage.entries.get("cookies")).toBe("all");
    writeCookieConsent(storage, "required");
    expect(readCookieConsent(storage)).toBe("required");
  });

  it("reads an unset or invalid value as undefined", () => {
    expect(readCookieConsent(memoryStorage())).toBeUndefined();
    expect(readCookieConsent(memoryStorage({ cookies: "yes" }))).toBeUndefined();
  });
});

describe("theme", () => {
  it("stores light and dark under the theme key", () => {
    const storage = memoryStorage();
    writeTheme(storage, "dark");
    expect(storage.entries.get("theme")).toBe("dark");
    expect(readTheme(storage)).toBe("dark");
  });

  it("reads an invalid value as undefined and refuses to write one", () => {
    const storage = memoryStorage({ theme: "Dark" });
    expect(readTheme(storage)).toBeUndefined();
    expect(writeTheme(storage, "blue" as Theme)).toBe(false);
    expect(storage.entries.get("theme")).toBe("Dark");
  });
});

describe("missing or failing storage", () => {
  it.each([
    ["missing", undefined],
    ["null", null],
    ["throwing", throwingStorage()],
  ])("reads undefined and writes false without throwing when storage is %s", (_name, storage) => {
    expect(readCookieConsent(storage)).toBeUndefined();
    expect(readTheme(storage)).toBeUndefined();
    expect(writeCookieConsent(storage, "all")).toBe(false);
    expect(writeTheme(storage, "light")).toBe(false);
  });

  function withLocalStorage(getter: () => unknown, check: () => void) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", { configurable: true, get: getter });
    try {
      check();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "localStorage", descriptor);
      else Reflect.deleteProperty(globalThis, "localStorage");
    }
  }

  it("finds no browser storage on the server", () => {
    withLocalStorage(
      () => undefined,
      () => expect(getBrowserStorage()).toBeUndefined(),
    );
  });

  it("finds no browser storage when the browser denies access", () => {
    const denied = () => {
      throw new DOMException("Access is denied.", "SecurityError");
    };
    withLocalStorage(denied, () => expect(getBrowserStorage()).toBeUndefined());
  });

  it("finds the browser's localStorage when there is one", () => {
    const storage = memoryStorage();
    withLocalStorage(
      () => storage,
      () => expect(getBrowserStorage()).toBe(storage),
    );
  });
});
