import { RELAY_BODY_LIMIT_BYTES } from "@chartbot/contracts/relays";
import { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { FakeStripe } from "@chartbot/test-servers/fake-stripe";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../src/data/bot-tokens/bot-tokens.js";
import { apiTokens, botTokens, sessions } from "../src/db/schema.js";
import { SESSION_COOKIE } from "../src/plugins/authenticate.js";
import { apiOfPath } from "../src/plugins/docs.js";
import { createTestAccount } from "../test/support/accounts.js";
import { bearer, type TestUser } from "../test/support/firebase-users.js";
import { createTestApp, TEST_DISCORD_CLIENT, type TestApp } from "../test/support/test-app.js";
import { fingerprintDatabase, type TableFingerprint } from "./support/database-state.js";
import { errorShapeProblem } from "./support/error-shape.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import {
  describeInvalidRequest,
  faultsOf,
  type InvalidRequest,
  invalidRequests,
  type RequestSetting,
} from "./support/invalid-requests.js";
import { loadOperations, type Operation, operationName } from "./support/openapi.js";
import { createOwnedResources, type OwnedResources, resourceIdsFor } from "./support/owned-resources.js";
import { DASHBOARD_ORIGIN } from "./support/session-cookie.js";

/**
 * Requests per route with an input, sent in parallel batches. The whole run must stay well inside the API's
 * five-minute recheck of a community admin's access (`ACCESS_RECHECK_MS`): past it, a request rechecks the owner
 * with Discord and the "no row changed" check sees that write. With 130-odd routes, 300 each takes about 30 s on a
 * quiet two-core machine and about two minutes beside the browser suites (500 took 3.5, 1,000 passed five).
 */
const REQUESTS_PER_ROUTE = Number(process.env.RELIABILITY_BAD_INPUT_RUNS ?? 300);
const BATCH = 10;
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);
const WEBHOOK = "/api/payments/webhook";
/** The relay URL, which takes plain text as well as JSON, up to its own body limit. */
const RELAY_URL = "/api/relay/{relayId}/{secret}";

let stripe: FakeStripe;
let discord: FakeDiscord;
let t: TestApp;
let user: TestUser & { accountId: string };
let owned: OwnedResources;
let operations: Operation[];
/** The credential of each API: the user's ID token, their read-write API token, a bot token. */
let credentials: Record<ReturnType<typeof apiOfPath>, Record<string, string>>;
let before: Record<string, TableFingerprint>;

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  discord = await new FakeDiscord(TEST_DISCORD_CLIENT).start();
  t = await createTestApp({
    ...stripe.env,
    ...discord.env,
    // Limits would answer 429 before validation runs: raise them so every request reaches validation.
    RATE_LIMIT_MAX: "1000000000",
    AUTH_RATE_LIMIT_MAX: "1000000000",
    ACCOUNT_RATE_LIMIT_MAX: "1000000000",
    // The bot token's own limit too: without it the later bot routes were answered 429 before validation.
    BOT_RATE_LIMIT_MAX: "1000000000",
  });
  user = await createTestAccount(t);
  owned = await createOwnedResources(t, user, discord);
  operations = await loadOperations(t.app);
  const apiToken = await t.app.inject({
    method: "POST",
    url: "/api/trading/tokens",
    headers: bearer(user),
    payload: { label: "Bad input", scope: "read-write" },
  });
  const bot = await createBotToken(t.database.db, "bad input");
  credentials = {
    // The dashboard's own credential, its session cookie (with its Origin, which cookie writes need): a
    // Bearer ID token works too, but the Auth emulator then checks revocation on every request (in production
    // firebase-admin verifies tokens locally), which would make the emulator the bottleneck of this test.
    dashboard: { cookie: await sessionCookieOf(user), origin: DASHBOARD_ORIGIN },
    public: { authorization: `Bearer ${apiToken.json().token}` },
    bot: { authorization: `Bearer ${bot.token}` },
  };
  // Recorded as used from now on (last use is written at most once a minute), so no request changes a row.
  const inADay = sql`now() + interval '1 day'`;
  await t.database.db.update(apiTokens).set({ lastUsedAt: inADay });
  await t.database.db.update(botTokens).set({ lastUsedAt: inADay });
  // Likewise the session: seen "tomorrow", so no request touches its row, and read again from the database.
  await t.database.db.update(sessions).set({ lastSeenAt: inADay });
  t.app.sessions.forgetAccount(user.accountId);
  before = await fingerprintDatabase(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
  await discord?.stop();
});

/** Signs `user` in as the dashboard does (`POST /api/session`) and returns the session cookie. */
async function sessionCookieOf(signedIn: TestUser): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/session",
    headers: { origin: DASHBOARD_ORIGIN },
    payload: { idToken: signedIn.idToken },
  });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (response.statusCode !== 204 || !cookie) {
    throw new Error(`POST /api/session answered ${response.statusCode}: ${response.body}`);
  }
  return `${cookie.name}=${cookie.value}`;
}

const setting = (): RequestSetting => ({
  realParams: (operation) => resourceIdsFor(operation, owned),
  bodyLimit: (operation) =>
    operation.path === WEBHOOK ? 1_048_576 : operation.path === RELAY_URL ? RELAY_BODY_LIMIT_BYTES : 100_000,
  acceptsText: (operation) => operation.path === RELAY_URL,
  isWebhook: (operation) => operation.path === WEBHOOK,
  webhookSecret: FakeStripe.WEBHOOK_SECRET,
});

describe("Bad input", () => {
  it("answers every generated invalid request 4xx with the error shape, on every route that takes input", async (context) => {
    const statuses: number[] = [];
    const faults: string[] = [];
    const perRoute: Record<string, string> = {};
    let routes = 0;
    for (const operation of operations) {
      if (faultsOf(operation, setting()).length === 0) continue;
      routes += 1;
      const routeStatuses: number[] = [];
      const property = fc.asyncProperty(
        fc.array(invalidRequests(operation, setting()), { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          const responses = await Promise.all(
            batch.map((request) =>
              t.app.inject({
                method: request.method,
                url: request.url,
                headers: { ...credentials[apiOfPath(operation.path)], ...request.headers },
                ...(request.payload !== undefined && { payload: request.payload }),
              }),
            ),
          );
          responses.forEach((response, index) => {
            const request = batch[index] as InvalidRequest;
            routeStatuses.push(response.statusCode);
            faults.push(request.fault);
            const where = `${operationName(operation)} <- ${describeInvalidRequest(request)}`;
            expect(response.statusCode, `${where}\n=> ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
              400,
            );
            expect(response.statusCode, `${where}\n=> ${response.body.slice(0, 300)}`).toBeLessThan(500);
            expect(errorShapeProblem(response), where).toBeUndefined();
          });
        },
      );
      await fc.assert(property, {
        numRuns: Math.ceil(REQUESTS_PER_ROUTE / BATCH),
        seed: SEED,
        endOnFailure: true,
      });
      statuses.push(...routeStatuses);
      perRoute[operationName(operation)] = `${routeStatuses.length} ${formatTally(tally(routeStatuses))}`;
    }

    recordFigures(context, "Bad input", {
      routes,
      requests: statuses.length,
      "per route (min)": Math.min(...Object.values(perRoute).map((entry) => Number(entry.split(" ")[0]))),
      "4xx": statuses.filter((status) => status >= 400 && status < 500).length,
      "5xx": statuses.filter((status) => status >= 500).length,
      statuses: formatTally(tally(statuses)),
      faults: formatTally(tally(faults)),
      seed: SEED,
    });
    console.log(
      `Bad input per route:\n${Object.entries(perRoute)
        .map(([route, figures]) => `  ${route}: ${figures}`)
        .join("\n")}`,
    );
    expect(routes).toBeGreaterThanOrEqual(30);
  });

  it("sends junk to the routes that take no input and never gets a 5xx", async (context) => {
    const junk = fc.record({
      query: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
      body: fc.jsonValue(),
    });
    const statuses: number[] = [];
    let routes = 0;
    for (const operation of operations) {
      if (faultsOf(operation, setting()).length > 0 || operation.method !== "GET") continue;
      routes += 1;
      const samples = fc.sample(junk, { numRuns: 100, seed: SEED });
      for (let at = 0; at < samples.length; at += BATCH) {
        const responses = await Promise.all(
          samples.slice(at, at + BATCH).map((sample) =>
            t.app.inject({
              method: operation.method,
              url: `${operation.path}?${new URLSearchParams(sample.query)}`,
              headers: { ...credentials[apiOfPath(operation.path)], "content-type": "application/json" },
              payload: JSON.stringify(sample.body),
            }),
          ),
        );
        for (const response of responses) {
          statuses.push(response.statusCode);
          expect(response.statusCode, operationName(operation)).toBeLessThan(500);
          if (response.statusCode >= 400) expect(errorShapeProblem(response)).toBeUndefined();
        }
      }
    }
    recordFigures(context, "Bad input", {
      routes,
      requests: statuses.length,
      "5xx": statuses.filter((status) => status >= 500).length,
      statuses: formatTally(tally(statuses)),
    });
  });

  it("changed no row of any table, and the API still answers", async (context) => {
    const after = await fingerprintDatabase(t.database.db);
    expect(after).toEqual(before);
    const health = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(health.statusCode).toBe(200);
    const alerts = await t.app.inject({ method: "GET", url: "/api/alerts", headers: bearer(user) });
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json().items.map((alert: { id: string }) => alert.id)).toEqual([owned.alertId]);
    recordFigures(context, "Bad input", {
      tables: Object.keys(after).length,
      rows: Object.values(after).reduce((sum, table) => sum + table.rows, 0),
      "tables changed": Object.keys(after).filter((table) => after[table]?.hash !== before[table]?.hash)
        .length,
      "health after": health.statusCode,
    });
  });
});
