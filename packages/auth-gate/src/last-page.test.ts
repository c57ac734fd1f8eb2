import { memoryStorage, throwingStorage } from "@chartbot/browser-storage/testing";
import { describe, expect, it } from "vitest";
import { applyLastPageAction, clearLastPage, readLastPage, writeLastPage } from "./last-page";

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

describe("lastPage with missing or failing storage", () => {
  it.each([
    ["missing", undefined],
    ["null", null],
    ["throwing", throwingStorage()],
  ])("reads undefined and writes false without throwing when storage is %s", (_name, storage) => {
    expect(readLastPage(storage)).toBeUndefined();
    expect(writeLastPage(storage, "account")).toBe(false);
    expect(clearLastPage(storage)).toBe(false);
    expect(applyLastPageAction(storage, { action: "clear" })).toBe(false);
  });
});
