import { describe, expect, it } from "vitest";
import { readCookieConsent, writeCookieConsent } from "./cookie-consent";
import { memoryStorage, throwingStorage } from "./fake-storage";
import { applyLastPageAction, clearLastPage, readLastPage, writeLastPage } from "./last-page";
import { STORAGE_KEYS } from "./storage-keys";
import { getBrowserStorage } from "./storage-like";
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

describe("lastPage", () => {
  it("stores the path without its leading slash under the lastPage key", () => {
    const storage = memoryStorage();
    expect(writeLastPage(storage, "communities/1")).toBe(true);
    expect(storage.entries.get("lastPage")).toBe("communities/1");
    expect(readLastPage(storage)).toBe("communities/1");
  });

  it("stores and reads a path with its query", () => {
    const storage = memoryStorage();
    expect(writeLastPage(storage, "subscriptions?addon=price-alerts")).toBe(true);
    expect(readLastPage(storage)).toBe("subscriptions?addon=price-alerts");
  });

  it("reads the home page as an empty string", () => {
    expect(readLastPage(memoryStorage({ lastPage: "" }))).toBe("");
  });

  it.each([
    "/account",
    "/evil.com",
    "\\evil.com",
    "%2F%2Fevil.com",
    "a b",
    "/evil.com?addon=x",
    "subscriptions?next=%5Cevil.com",
    "subscriptions?q=a b",
  ])("reads the tampered value %j as undefined", (value) => {
    expect(readLastPage(memoryStorage({ lastPage: value }))).toBeUndefined();
  });

  it("refuses to write a value with a leading slash", () => {
    const storage = memoryStorage();
    expect(writeLastPage(storage, "/account")).toBe(false);
    expect(storage.entries.has("lastPage")).toBe(false);
  });

  it("clears the remembered page", () => {
    const storage = memoryStorage({ lastPage: "pro" });
    expect(clearLastPage(storage)).toBe(true);
    expect(storage.entries.has("lastPage")).toBe(false);
  });

  it("applies keep, set and clear actions", () => {
    const storage = memoryStorage({ lastPage: "pro" });
    applyLastPageAction(storage, { action: "keep" });
    expect(readLastPage(storage)).toBe("pro");
    applyLastPageAction(storage, { action: "set", value: "account" });
    expect(readLastPage(storage)).toBe("account");
    applyLastPageAction(storage, { action: "clear" });
    expect(readLastPage(storage)).toBeUndefined();
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
    expect(readLastPage(storage)).toBeUndefined();
    expect(writeCookieConsent(storage, "all")).toBe(false);
    expect(writeTheme(storage, "light")).toBe(false);
    expect(writeLastPage(storage, "account")).toBe(false);
    expect(clearLastPage(storage)).toBe(false);
    expect(applyLastPageAction(storage, { action: "clear" })).toBe(false);
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
