import { describe, expect, it } from "vitest";
import {
  clearSignedInHint,
  clearSignedInHintCookies,
  cookieDomainsFor,
  hasSignedInHint,
} from "./signed-in-hint";

describe("hasSignedInHint", () => {
  it("finds chartbot_signed_in=1 among other cookies", () => {
    expect(hasSignedInHint("chartbot_signed_in=1")).toBe(true);
    expect(hasSignedInHint("theme=dark; chartbot_signed_in=1; other=x")).toBe(true);
  });

  it("is false without the cookie, with another value, or for a look-alike name", () => {
    expect(hasSignedInHint("")).toBe(false);
    expect(hasSignedInHint("chartbot_signed_in=0")).toBe(false);
    expect(hasSignedInHint("chartbot_signed_in=")).toBe(false);
    expect(hasSignedInHint("x_chartbot_signed_in=1")).toBe(false);
  });
});

describe("clearSignedInHintCookies", () => {
  it("expires the host-only cookie on localhost and IP addresses", () => {
    for (const host of ["localhost", "127.0.0.1", "::1"]) {
      expect(clearSignedInHintCookies(host)).toEqual([
        "chartbot_signed_in=; Max-Age=0; Path=/; SameSite=Lax",
      ]);
    }
  });

  it("also expires it on each parent domain, never on a bare top-level domain", () => {
    expect(cookieDomainsFor("www.chartbot.app")).toEqual(["www.chartbot.app", "chartbot.app"]);
    expect(clearSignedInHintCookies("chartbot.app")).toEqual([
      "chartbot_signed_in=; Max-Age=0; Path=/; SameSite=Lax",
      "chartbot_signed_in=; Max-Age=0; Path=/; SameSite=Lax; Domain=chartbot.app",
    ]);
  });
});

describe("clearSignedInHint", () => {
  it("writes every expiry to the document's cookies", () => {
    const written: string[] = [];
    const doc = {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return "";
      },
    };
    clearSignedInHint(doc, "www.chartbot.app");
    expect(written).toEqual(clearSignedInHintCookies("www.chartbot.app"));
    expect(written).toHaveLength(3);
  });
});
