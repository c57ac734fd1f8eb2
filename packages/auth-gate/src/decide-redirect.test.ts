import { describe, expect, it } from "vitest";
import { decideRedirect, type RedirectInput, returnPathFor } from "./decide-redirect";

const verified = { authLoaded: true, hasToken: true, emailVerified: true } as const;
const signedOut = { authLoaded: true, hasToken: false, emailVerified: false } as const;
const unverified = { authLoaded: true, hasToken: true, emailVerified: false } as const;

function decide(input: Partial<RedirectInput> & Pick<RedirectInput, "path">) {
  return decideRedirect({ ...verified, ...input });
}

describe("decideRedirect", () => {
  it("does nothing before auth state has loaded", () => {
    expect(decide({ path: "/account", authLoaded: false, hasToken: false })).toEqual({
      redirect: null,
      lastPage: { action: "keep" },
    });
  });

  it("remembers a non-auth page as lastPage without its leading slash", () => {
    expect(decide({ path: "/pro/price-alerts" }).lastPage).toEqual({
      action: "set",
      value: "pro/price-alerts",
    });
  });

  it("remembers the home page as an empty lastPage", () => {
    expect(decide({ path: "/" }).lastPage).toEqual({ action: "set", value: "" });
  });

  it("does not remember auth pages", () => {
    expect(decide({ ...signedOut, path: "/login" }).lastPage).toEqual({ action: "keep" });
  });

  it("sends a signed-out user on /account to /login and remembers the page", () => {
    expect(decide({ ...signedOut, path: "/account" })).toEqual({
      redirect: "/login",
      lastPage: { action: "set", value: "account" },
    });
  });

  it("sends a signed-out user below /communities to /login", () => {
    expect(decide({ ...signedOut, path: "/communities/123" }).redirect).toBe("/login");
  });

  it("does not treat /accounting as part of /account", () => {
    expect(decide({ ...signedOut, path: "/accounting" }).redirect).toBeNull();
  });

  it("lets a signed-out user stay on /login", () => {
    expect(decide({ ...signedOut, path: "/login" }).redirect).toBeNull();
  });

  it("sends a signed-out user on /account/verify-email to /login", () => {
    expect(decide({ ...signedOut, path: "/account/verify-email" }).redirect).toBe("/login");
  });

  it("never redirects /account/action or /account/alerts", () => {
    for (const state of [signedOut, unverified, verified]) {
      expect(decide({ ...state, path: "/account/action", lastPage: "pro" }).redirect).toBeNull();
      expect(decide({ ...state, path: "/account/alerts" }).redirect).toBeNull();
    }
  });

  it("never redirects /logout and never remembers it as lastPage", () => {
    for (const state of [signedOut, unverified, verified]) {
      const decision = decide({ ...state, path: "/logout", lastPage: "pro" });
      expect(decision.redirect).toBeNull();
      expect(decision.lastPage.action).not.toBe("set");
    }
  });

  it("never redirects /unsubscribe (an email's link, no sign-in) and never remembers its token", () => {
    for (const state of [signedOut, unverified, verified]) {
      const decision = decide({ ...state, path: "/unsubscribe?token=v1.a.b.c.d", lastPage: "pro" });
      expect(decision.redirect).toBeNull();
      expect(decision.lastPage.action).not.toBe("set");
    }
  });

  it("redirects an unverified user to /account/verify-email", () => {
    expect(decide({ ...unverified, path: "/account/settings" })).toEqual({
      redirect: "/account/verify-email",
      lastPage: { action: "set", value: "account/settings" },
    });
  });

  it("redirects an unverified user on a public page to /account/verify-email", () => {
    expect(decide({ ...unverified, path: "/pro" }).redirect).toBe("/account/verify-email");
  });

  it("leaves an unverified user on /account/verify-email without a redirect loop", () => {
    expect(decide({ ...unverified, path: "/account/verify-email/" }).redirect).toBeNull();
  });

  it("returns a verified user to the remembered lastPage and clears it", () => {
    expect(decide({ path: "/login", lastPage: "communities/42" })).toEqual({
      redirect: "/communities/42",
      lastPage: { action: "clear" },
    });
  });

  it("sends a verified user on an auth page to /account when no page is remembered", () => {
    expect(decide({ path: "/account/verify-email" })).toEqual({
      redirect: "/account",
      lastPage: { action: "clear" },
    });
  });

  it("lets a verified user stay on protected and public pages", () => {
    expect(decide({ path: "/subscriptions" }).redirect).toBeNull();
    expect(decide({ path: "/" }).redirect).toBeNull();
  });

  it("matches the rules on the path alone: query, hash and a trailing slash are ignored", () => {
    expect(decide({ ...signedOut, path: "/account/settings/?tab=email#top" }).redirect).toBe("/login");
    expect(decide({ path: "/login/?next=x" }).redirect).toBe("/account");
    expect(decide({ path: "/login/?next=x" }).lastPage).toEqual({ action: "clear" });
  });

  it("remembers the page with its query, without the hash", () => {
    expect(decide({ ...signedOut, path: "/subscriptions?addon=price-alerts#plans" })).toEqual({
      redirect: "/login",
      lastPage: { action: "set", value: "subscriptions?addon=price-alerts" },
    });
  });

  it("returns a verified user to a remembered page with its query", () => {
    expect(decide({ path: "/account/verify-email", lastPage: "subscriptions?addon=price-alerts" })).toEqual({
      redirect: "/subscriptions?addon=price-alerts",
      lastPage: { action: "clear" },
    });
  });
});

describe("returnPathFor", () => {
  it("returns to the home page when lastPage is empty", () => {
    expect(returnPathFor("")).toBe("/");
  });

  it("keeps the query of a remembered page", () => {
    expect(returnPathFor("pro?plan=yearly")).toBe("/pro?plan=yearly");
  });

  it.each([
    "/evil.com",
    "//evil.com",
    "\\evil.com",
    "%2F%2Fevil.com",
    "%2fevil.com",
    "%5Cevil.com",
    "%252F%252Fevil.com",
    "\tevil",
    "/\t/evil.com",
    "%2F%2Fevil.com?addon=price-alerts",
    "/evil.com?addon=price-alerts",
    "subscriptions?next=\\evil.com",
  ])("falls back to /account for the tampered lastPage %j", (lastPage) => {
    expect(returnPathFor(lastPage)).toBe("/account");
  });

  it("keeps a tampered absolute URL on the site as a path", () => {
    expect(returnPathFor("https://evil.com")).toBe("/https://evil.com");
    expect(returnPathFor("javascript:alert(1)?addon=x")).toBe("/javascript:alert(1)?addon=x");
  });

  it("keeps a query holding an encoded URL as a query of a same-site path", () => {
    expect(returnPathFor("subscriptions?next=%2F%2Fevil.com")).toBe("/subscriptions?next=%2F%2Fevil.com");
    expect(returnPathFor("?next=https://evil.com")).toBe("/?next=https://evil.com");
  });

  it("falls back to /account when lastPage is an auth page", () => {
    expect(returnPathFor("login")).toBe("/account");
    expect(returnPathFor("account/action/")).toBe("/account");
  });
});
