import { describe, expect, it } from "vitest";
import {
  normalizeCookieDomain,
  PREFERENCE_COOKIE_MAX_AGE,
  preferenceCookie,
  readCookie,
  readSharedCookieConsent,
  readSharedTheme,
  writeSharedCookieConsent,
  writeSharedTheme,
} from "./shared-preferences";
import { memoryCookies, memoryStorage, throwingStorage } from "./testing/memory-storage";
import type { Theme } from "./theme";

describe("preferenceCookie", () => {
  it("is a year-long, site-wide, Lax cookie named after the spec's key", () => {
    expect(preferenceCookie("theme", "dark")).toBe(
      `theme=dark; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
    );
  });

  it("is set on the configured parent domain, and Secure on https", () => {
    expect(preferenceCookie("cookies", "all", { domain: ".Chartbot.app", secure: true })).toBe(
      `cookies=all; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax; Domain=chartbot.app; Secure`,
    );
  });

  it("stays host-only when the domain is blank or not a domain", () => {
    for (const domain of ["", "  ", "localhost", "chartbot.app; Secure", "a b.com"]) {
      expect(normalizeCookieDomain(domain)).toBeUndefined();
      expect(preferenceCookie("theme", "light", { domain })).not.toContain("Domain=");
    }
  });
});

describe("readCookie", () => {
  it("finds a cookie by exact name among others", () => {
    expect(readCookie("chartbot_signed_in=1; theme=dark; cookies=all", "theme")).toBe("dark");
    expect(readCookie("xtheme=dark; theme=light", "theme")).toBe("light");
    expect(readCookie("themes=dark", "theme")).toBeUndefined();
    expect(readCookie("", "cookies")).toBeUndefined();
  });
});

describe("the shared theme", () => {
  it("a theme written on one app is read on the other: the cookie is shared, storage is per origin", () => {
    const cookies = memoryCookies();
    const webStorage = memoryStorage();
    const dashboardStorage = memoryStorage();
    expect(writeSharedTheme("dark", { cookies, storage: webStorage })).toBe(true);
    expect(webStorage.entries.get("theme")).toBe("dark");

    expect(readSharedTheme({ cookies, storage: dashboardStorage })).toBe("dark");
    // The other origin's copy of the spec's key now mirrors the product's choice.
    expect(dashboardStorage.entries.get("theme")).toBe("dark");
  });

  it("the cookie wins over an older choice stored in this origin", () => {
    const storage = memoryStorage({ theme: "light" });
    expect(readSharedTheme({ cookies: memoryCookies({ theme: "dark" }), storage })).toBe("dark");
    expect(storage.entries.get("theme")).toBe("dark");
  });

  it("a choice stored before the cookie existed is kept and shared from then on", () => {
    const cookies = memoryCookies();
    expect(
      readSharedTheme({ cookies, storage: memoryStorage({ theme: "light" }), domain: "chartbot.app" }),
    ).toBe("light");
    expect(cookies.writes).toEqual([preferenceCookie("theme", "light", { domain: "chartbot.app" })]);
  });

  it("ignores invalid values in either place and refuses to write one", () => {
    const cookies = memoryCookies({ theme: "blue" });
    const storage = memoryStorage({ theme: "Dark" });
    expect(readSharedTheme({ cookies, storage })).toBeUndefined();
    expect(writeSharedTheme("blue" as Theme, { cookies, storage })).toBe(false);
    expect(cookies.writes).toEqual([]);
  });

  it("never throws: no document, a throwing storage, a document that refuses cookies", () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException("sandboxed", "SecurityError");
      },
      set cookie(_value: string) {
        throw new DOMException("sandboxed", "SecurityError");
      },
    };
    expect(readSharedTheme({ cookies: null, storage: throwingStorage() })).toBeUndefined();
    expect(writeSharedTheme("dark", { cookies: refusing, storage: throwingStorage() })).toBe(false);
    // Either place is enough to keep the choice.
    expect(writeSharedTheme("dark", { cookies: refusing, storage: memoryStorage() })).toBe(true);
    expect(writeSharedTheme("dark", { cookies: memoryCookies(), storage: throwingStorage() })).toBe(true);
  });
});

describe("the shared cookie consent", () => {
  it("a choice made on one app is honoured on the other, and a later change replaces it", () => {
    const cookies = memoryCookies();
    expect(readSharedCookieConsent({ cookies, storage: memoryStorage() })).toBeUndefined();
    writeSharedCookieConsent("required", { cookies, storage: memoryStorage() });
    const other = memoryStorage();
    expect(readSharedCookieConsent({ cookies, storage: other })).toBe("required");
    writeSharedCookieConsent("all", { cookies, storage: memoryStorage() });
    expect(readSharedCookieConsent({ cookies, storage: other })).toBe("all");
    expect(other.entries.get("cookies")).toBe("all");
  });

  it("ignores an invalid choice (the banner asks again)", () => {
    expect(
      readSharedCookieConsent({ cookies: memoryCookies({ cookies: "yes" }), storage: memoryStorage() }),
    ).toBe(undefined);
  });
});
