import { describe, expect, it } from "vitest";
import { isAuthPage, isExemptPage, isProtectedPath, lastPageFor, normalisePath } from "./routes";
import { safeRelativePath } from "./safe-relative-path";

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

  it("exempts only /account/action, /account/alerts, /logout and /unsubscribe", () => {
    expect(isExemptPage("/account/action")).toBe(true);
    expect(isExemptPage("/logout")).toBe(true);
    expect(isExemptPage("/unsubscribe")).toBe(true);
    expect(isExemptPage("/unsubscribe/x")).toBe(false);
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

  it("keeps the query and drops the hash", () => {
    expect(lastPageFor("/subscriptions?addon=price-alerts")).toBe("subscriptions?addon=price-alerts");
    expect(lastPageFor("/communities/7/?tab=posts&sort=new#list")).toBe("communities/7?tab=posts&sort=new");
    expect(lastPageFor("/?ref=footer")).toBe("?ref=footer");
    expect(lastPageFor("/subscriptions?")).toBe("subscriptions");
    expect(lastPageFor("/subscriptions#addon")).toBe("subscriptions");
  });

  it("remembers nothing for an auth page, whatever its query", () => {
    expect(lastPageFor("/login?next=%2Fsubscriptions")).toBeNull();
    expect(lastPageFor("/account/action?mode=verifyEmail&oobCode=x")).toBeNull();
  });

  it.each([
    ["/subscriptions?next=%5Cevil.com", "subscriptions"],
    ["/subscriptions?x=%00", "subscriptions"],
    ["/subscriptions?q=100%", "subscriptions"],
    ["/subscriptions?q=a b", "subscriptions"],
    ["/subscriptions?q=\\evil.com", "subscriptions"],
    [`/subscriptions?q=${"a".repeat(2100)}`, "subscriptions"],
  ])("drops a query that fails the safe-path check but keeps the page: %j", (path, expected) => {
    expect(lastPageFor(path)).toBe(expected);
  });

  it("keeps an encoded slash in the query on the site when returning to it", () => {
    const remembered = lastPageFor("/subscriptions?next=%2F%2Fevil.com");
    expect(remembered).toBe("subscriptions?next=%2F%2Fevil.com");
    expect(safeRelativePath(`/${remembered}`)).toBe("/subscriptions?next=%2F%2Fevil.com");
  });
});
