import { describe, expect, it } from "vitest";
import { decideRedirect, type LastPageAction, type RedirectDecision } from "./decide-redirect";

// Expectations restated from spec section 4 as a table per kind of page, independently of the implementation.
type PageKind = "auth" | "exemptAction" | "exemptAlerts" | "verifyEmail" | "protected" | "public";

const pages: ReadonlyArray<{ path: string; kind: PageKind }> = [
  { path: "/login", kind: "auth" },
  { path: "/signup", kind: "auth" },
  { path: "/forgot-password", kind: "auth" },
  { path: "/account/action", kind: "exemptAction" },
  { path: "/unsubscribe", kind: "exemptAction" },
  { path: "/account/alerts", kind: "exemptAlerts" },
  { path: "/account/verify-email", kind: "verifyEmail" },
  { path: "/account", kind: "protected" },
  { path: "/account/settings", kind: "protected" },
  { path: "/communities/1", kind: "protected" },
  { path: "/subscriptions", kind: "protected" },
  { path: "/", kind: "public" },
  { path: "/pro", kind: "public" },
];

interface KindRules {
  remembered: boolean;
  withoutToken: "stay" | "login";
  unverified: "stay" | "verify";
  verified: "stay" | "return";
}

const rules: Record<PageKind, KindRules> = {
  auth: { remembered: false, withoutToken: "stay", unverified: "verify", verified: "return" },
  exemptAction: { remembered: false, withoutToken: "stay", unverified: "stay", verified: "stay" },
  exemptAlerts: { remembered: true, withoutToken: "stay", unverified: "stay", verified: "stay" },
  verifyEmail: { remembered: false, withoutToken: "login", unverified: "stay", verified: "return" },
  protected: { remembered: true, withoutToken: "login", unverified: "verify", verified: "stay" },
  public: { remembered: true, withoutToken: "stay", unverified: "verify", verified: "stay" },
};

function expectedDecision(
  page: { path: string; kind: PageKind },
  authLoaded: boolean,
  hasToken: boolean,
  emailVerified: boolean,
  lastPage: string | undefined,
): RedirectDecision {
  if (!authLoaded) return { redirect: null, lastPage: { action: "keep" } };
  const rule = rules[page.kind];
  const remember: LastPageAction = rule.remembered
    ? { action: "set", value: page.path.slice(1) }
    : { action: "keep" };
  if (!hasToken) return { redirect: rule.withoutToken === "login" ? "/login" : null, lastPage: remember };
  if (!emailVerified) {
    return { redirect: rule.unverified === "verify" ? "/account/verify-email" : null, lastPage: remember };
  }
  if (rule.verified === "return") {
    return { redirect: lastPage === undefined ? "/account" : `/${lastPage}`, lastPage: { action: "clear" } };
  }
  return { redirect: null, lastPage: remember };
}

const booleans = [false, true] as const;
const lastPages = [undefined, "communities/7"] as const;

const cases = pages.flatMap((page) =>
  booleans.flatMap((authLoaded) =>
    booleans.flatMap((hasToken) =>
      booleans.flatMap((emailVerified) =>
        lastPages.map((lastPage) => ({ page, authLoaded, hasToken, emailVerified, lastPage })),
      ),
    ),
  ),
);

describe("decideRedirect decision table", () => {
  it("covers every combination of page kind, auth state and lastPage", () => {
    expect(cases).toHaveLength(pages.length * 16);
  });

  it.each(cases)(
    "$page.path loaded=$authLoaded token=$hasToken verified=$emailVerified lastPage=$lastPage",
    ({ page, authLoaded, hasToken, emailVerified, lastPage }) => {
      const decision = decideRedirect({ path: page.path, authLoaded, hasToken, emailVerified, lastPage });
      expect(decision).toEqual(expectedDecision(page, authLoaded, hasToken, emailVerified, lastPage));
    },
  );
});
