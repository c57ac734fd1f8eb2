import { describe, expect, it } from "vitest";
import { isAuthPage, isExemptPage, isProtectedPath, lastPageFor, normalisePath } from "./routes";

describe("normalisePath", () => {
  it.each([
    ["/account/", "/account"],
    ["/account?x=1", "/account"],
    ["/account#top", "/account"],
    ["/account/?x=1#top", "/account"],
    ["account", "/account"],
    ["//account//settings", "/account/settings"],
    ["", "/"],
    ["/", "/"],
    ["?x=1", "/"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe("page kinds", () => {
  it("knows the five auth pages", () => {
    for (const path of [
      "/login",
      "/signup",
      "/forgot-password",
      "/account/verify-email",
      "/account/action",
    ]) {
      expect(isAuthPage(path)).toBe(true);
    }
    expect(isAuthPage("/account")).toBe(false);
  });

  it("exempts only /account/action and /account/alerts", () => {
    expect(isExemptPage("/account/action")).toBe(true);
    expect(isExemptPage("/account/alerts")).toBe(true);
    expect(isExemptPage("/account/alerts/1")).toBe(false);
  });

  it("protects a section and everything below it but not look-alike prefixes", () => {
    expect(isProtectedPath("/account")).toBe(true);
    expect(isProtectedPath("/communities/123")).toBe(true);
    expect(isProtectedPath("/subscriptions/a/b")).toBe(true);
    expect(isProtectedPath("/accounting")).toBe(false);
    expect(isProtectedPath("/communities-list")).toBe(false);
    expect(isProtectedPath("/")).toBe(false);
  });
});

describe("lastPageFor", () => {
  it("drops the leading slash", () => {
    expect(lastPageFor("/features/charting")).toBe("features/charting");
  });

  it("remembers nothing for auth pages", () => {
    expect(lastPageFor("/signup")).toBeNull();
  });

  it("remembers nothing for a path that would be unsafe to return to", () => {
    expect(lastPageFor("/\\evil.com")).toBeNull();
  });
});
