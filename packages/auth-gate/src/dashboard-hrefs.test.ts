import { describe, expect, it } from "vitest";
import { logoutHref, signInHref } from "./dashboard-hrefs";

const origins = { dashboardOrigin: "https://app.chartbot.test", siteUrl: "https://chartbot.test" };

describe("signInHref", () => {
  it("sends the visitor to the dashboard's /login with the marketing page as next", () => {
    const href = new URL(signInHref({ ...origins, path: "/pro/price-alerts" }));
    expect(href.origin + href.pathname).toBe("https://app.chartbot.test/login");
    expect(href.searchParams.get("next")).toBe("https://chartbot.test/pro/price-alerts");
  });

  it("falls back to the home page for paths that could redirect elsewhere", () => {
    for (const path of ["//evil.test/x", "/%2F%2Fevil.test", "javascript:alert(1)", "", null, undefined]) {
      const next = new URL(signInHref({ ...origins, path })).searchParams.get("next");
      expect(next).toBe("https://chartbot.test/");
    }
  });

  it("always returns to this site's own origin", () => {
    const next = new URL(signInHref({ ...origins, path: "/features/charting" })).searchParams.get("next");
    expect(new URL(next ?? "").origin).toBe("https://chartbot.test");
  });
});

describe("logoutHref", () => {
  it("sends the visitor to the dashboard's /logout with the marketing page as next", () => {
    const href = new URL(logoutHref({ ...origins, path: "/features/charting" }));
    expect(href.origin + href.pathname).toBe("https://app.chartbot.test/logout");
    expect(href.searchParams.get("next")).toBe("https://chartbot.test/features/charting");
  });

  it("falls back to the home page for paths that could redirect elsewhere", () => {
    const next = new URL(logoutHref({ ...origins, path: "//evil.test/x" })).searchParams.get("next");
    expect(next).toBe("https://chartbot.test/");
  });
});
