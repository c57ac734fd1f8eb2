import { returnPathFor, safeRelativePath } from "@chartbot/auth-gate";
import { takeContinueTarget } from "@chartbot/auth-gate/continue-after-sign-in";
import { logoutHref, signInHref } from "@chartbot/auth-gate/dashboard-hrefs";
import { isLastPage } from "@chartbot/auth-gate/last-page";
import { EXTERNAL_RETURN_KEY, parseNextTarget } from "@chartbot/auth-gate/next-target";
import { memoryStorage } from "@chartbot/browser-storage/testing";
import { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DISCORD_CLIENT, type TestApp } from "../test/support/test-app.js";
import { recordFigures } from "./support/figures.js";
import { EVIL_HOST, HOSTILE_TARGETS, hostileTargets, resolvedOrigin } from "./support/hostile-redirects.js";

const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);
const WEB = "https://chartbot.example";
const DASHBOARD = "https://app.chartbot.example";
const ALLOWED_REDIRECT = "http://localhost:3001/account/action";

/** Every hostile target, also glued to the real origins (`https://chartbot.example//evil.example`). */
const corpus = [
  ...HOSTILE_TARGETS,
  ...HOSTILE_TARGETS.map((target) => `${WEB}${target}`),
  ...HOSTILE_TARGETS.map((target) => `${ALLOWED_REDIRECT}${target}`),
  ...HOSTILE_TARGETS.map((target) => `http://localhost:3001${target}`),
];

/** A same-site path stays on the site whatever page it is resolved from, and looks like one. */
function staysOnSite(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !/[\\\s]/.test(path) &&
    resolvedOrigin(path, `${DASHBOARD}/login`) === DASHBOARD &&
    resolvedOrigin(path, `${WEB}/pro/x`) === WEB
  );
}

let t: TestApp;
let discord: FakeDiscord;

beforeAll(async () => {
  discord = await new FakeDiscord(TEST_DISCORD_CLIENT).start();
  t = await createTestApp({ DISCORD_API_BASE_URL: discord.apiBaseUrl, AUTH_RATE_LIMIT_MAX: "1000000" });
});
afterAll(async () => {
  await t?.close();
  await discord?.stop();
});

describe("Redirects", () => {
  it("refuses every hostile redirect in POST /api/account/create before calling Discord", async (context) => {
    const statuses: number[] = [];
    for (const redirect of corpus.filter((target) => target !== ALLOWED_REDIRECT)) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/account/create",
        payload: { code: "a-code", redirect },
      });
      statuses.push(response.statusCode);
      expect(response.statusCode, JSON.stringify(redirect)).toBe(400);
      expect(["redirect_not_allowed", "validation_failed"]).toContain(response.json().error.code);
    }
    expect(discord.requests.filter((request) => request.path === "/oauth2/token")).toEqual([]);

    // The allowed redirect goes through (the refusals above were about the target, nothing else).
    discord.issueCode("good-code", {
      id: "112233445566778899",
      username: "reliability",
      email: "reliability@example.com",
      verified: true,
    });
    const allowed = await t.app.inject({
      method: "POST",
      url: "/api/account/create",
      payload: { code: "good-code", redirect: ALLOWED_REDIRECT },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(
      discord.requests.find((request) => request.path === "/oauth2/token")?.form?.get("redirect_uri"),
    ).toBe(ALLOWED_REDIRECT);
    recordFigures(context, "Redirects", {
      "hostile redirects": statuses.length,
      refused: statuses.filter((status) => status === 400).length,
      "Discord calls for them": 0,
      "allowed redirect": allowed.statusCode,
    });
  });

  it("sends Discord only an allow-listed redirect URI, whatever generated target comes in", async (context) => {
    let sent = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileTargets,
          hostileTargets.map((target) => `${ALLOWED_REDIRECT}${target}`),
        ),
        async (redirect) => {
          const before = discord.requests.length;
          const code = `code-${sent + refused}`;
          discord.issueCode(code, {
            id: "112233445566778899",
            username: "reliability",
            email: "reliability@example.com",
            verified: true,
          });
          const response = await t.app.inject({
            method: "POST",
            url: "/api/account/create",
            payload: { code, redirect },
          });
          const calls = discord.requests.slice(before).filter((request) => request.path === "/oauth2/token");
          if (response.statusCode === 400) refused += 1;
          else sent += 1;
          for (const call of calls)
            expect(call.form?.get("redirect_uri"), JSON.stringify(redirect)).toBe(ALLOWED_REDIRECT);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 500, seed: SEED },
    );
    recordFigures(context, "Redirects", {
      "generated targets": 500,
      refused,
      "reached Discord (allow-listed)": sent,
    });
  });

  it("keeps safeRelativePath, lastPage and returnPathFor on the site for every hostile and generated target", (context) => {
    let refused = 0;
    let neutralised = 0;
    const check = (target: string) => {
      const path = safeRelativePath(target);
      if (path === null) refused += 1;
      else {
        neutralised += 1;
        expect(staysOnSite(path), `${JSON.stringify(target)} -> ${JSON.stringify(path)}`).toBe(true);
      }
      const lastPage = target.replace(/^\/+/, "");
      expect(staysOnSite(returnPathFor(lastPage)), JSON.stringify(lastPage)).toBe(true);
      if (isLastPage(lastPage)) expect(staysOnSite(`/${lastPage}`), JSON.stringify(lastPage)).toBe(true);
    };
    for (const target of corpus) check(target);
    fc.assert(
      fc.property(hostileTargets, (target) => check(target)),
      { numRuns: 5_000, seed: SEED },
    );
    recordFigures(context, "Redirects", {
      "targets checked": corpus.length + 5_000,
      refused,
      "neutralised to a same-site path": neutralised,
      escapes: 0,
    });
  });

  it("keeps the dashboard's ?next= and the marketing site's sign-in and logout links on our origins", (context) => {
    let external = 0;
    let paths = 0;
    let refused = 0;
    const check = (target: string) => {
      const next = parseNextTarget(target, WEB);
      if (next === null) refused += 1;
      else if (next.kind === "path") {
        paths += 1;
        expect(staysOnSite(next.path), `${JSON.stringify(target)} -> ${next.path}`).toBe(true);
      } else {
        external += 1;
        expect(new URL(next.url).origin, JSON.stringify(target)).toBe(WEB);
        expect(staysOnSite(next.url.slice(WEB.length)), next.url).toBe(true);
      }
      // A hostile value planted in storage is re-checked when it is used.
      const continued = takeContinueTarget(
        {
          local: memoryStorage({ lastPage: target }),
          session: memoryStorage({ [EXTERNAL_RETURN_KEY]: target }),
        },
        WEB,
      );
      if (continued.external) expect(new URL(continued.href).origin).toBe(WEB);
      else expect(staysOnSite(continued.href), continued.href).toBe(true);
      // The marketing header's sign-in link carries the page as `next`, always on the site's origin.
      for (const make of [signInHref, logoutHref]) {
        const href = new URL(make({ dashboardOrigin: DASHBOARD, siteUrl: WEB, path: target }));
        expect(href.origin).toBe(DASHBOARD);
        expect(new URL(href.searchParams.get("next") ?? "").origin).toBe(WEB);
      }
    };
    for (const target of corpus) check(target);
    fc.assert(
      fc.property(hostileTargets, (target) => check(target)),
      { numRuns: 5_000, seed: SEED },
    );
    expect(parseNextTarget(`https://${EVIL_HOST}/`, WEB)).toBeNull();
    recordFigures(context, "Redirects", {
      "targets checked": corpus.length + 5_000,
      refused,
      "kept as a dashboard path": paths,
      "kept as a marketing URL": external,
      escapes: 0,
    });
  });
});
