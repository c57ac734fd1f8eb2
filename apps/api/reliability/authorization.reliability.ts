import { getAddon } from "@chartbot/addons";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import type { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { FakeStripe, stripeSubscription } from "@chartbot/test-servers/fake-stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { unsubscribeToken } from "../src/crypto/unsubscribe-token.js";
import { accounts, subscriptions } from "../src/db/schema.js";
import { SESSION_COOKIE } from "../src/plugins/authenticate.js";
import { apiOfPath } from "../src/plugins/docs.js";
import { createTestAccount } from "../test/support/accounts.js";
import { createCommunity, grantAddon } from "../test/support/communities.js";
import { addTestServer, startFakeDiscord } from "../test/support/discord.js";
import { createTestUser, type TestUser } from "../test/support/firebase-users.js";
import { productionEnv } from "../test/support/production-env.js";
import { createTestApp, type TestApp } from "../test/support/test-app.js";
import { fingerprintDatabase } from "./support/database-state.js";
import { errorShapeProblem } from "./support/error-shape.js";
import { formatTally, percentile, recordFigures, tally } from "./support/figures.js";
import { loadOperations, type Operation, operationName, pathParameters, urlOf } from "./support/openapi.js";
import { createOwnedResources, type OwnedResources, resourceIdsFor } from "./support/owned-resources.js";
import { claimsOf, craftToken, fakeRs256Signature, hs256Token, idTokenClaims } from "./support/tokens.js";
import { whileGoogleDoesNotAnswer } from "./support/unanswering-google.js";

/** Routes anyone may call; every other route must answer 401 without a valid credential. */
const PUBLIC_ROUTES = new Set([
  "GET /api/health/live",
  "GET /api/health/ready",
  "GET /api/services",
  "POST /api/account/create",
  "POST /api/session",
  "DELETE /api/session",
  "POST /api/payments/webhook",
  // The relay URL: the secret in its path is the credential (checked below, "the relay URL ...").
  "POST /api/relay/{relayId}/{secret}",
  // An email's unsubscribe: the signed token (body, or the one-click URL's query) is the credential.
  "POST /api/notices/unsubscribe",
  "POST /api/notices/unsubscribe-one-click",
]);

/** A valid body for each route with an id and a body, so the request gets past validation to the owner check. */
const VALID_BODIES: Record<string, () => unknown> = {
  "PATCH /api/alerts/{id}": () => ({ status: "paused" }),
  "PATCH /api/v1/alerts/{id}": () => ({ status: "paused" }),
  "PATCH /api/v1/communities/{id}": () => ({ tickerMode: "crypto" }),
  "PUT /api/subscriptions/{id}/slots": () => ({ assignments: [] }),
  "PATCH /api/communities/{id}": () => ({ tickerMode: "crypto" }),
  "POST /api/communities/{id}/satellites": () => ({ symbolId: DEFAULT_SYMBOL_IDS[1] }),
  "POST /api/communities/{id}/scheduled-posts": () => ({
    command: "price",
    channelId: owned.channelId,
    periodMinutes: 30,
  }),
  "PATCH /api/communities/{id}/scheduled-posts/{postId}": () => ({ periodMinutes: 15 }),
  "POST /api/communities/{id}/layouts": () => ({
    label: "Other",
    url: "https://www.tradingview.com/chart/XyZ98765/",
  }),
  "PATCH /api/communities/{id}/layouts/{layoutId}": () => ({ theme: "light" }),
  "PUT /api/communities/{id}/channel-overrides/{channelId}": () => ({
    tickerMode: "crypto",
    autoDeleteMinutes: 5,
  }),
  // Alice's satellite subscription has two slots assigned: three is a change she may make.
  "POST /api/subscriptions/{id}/quantity/preview": () => ({ quantity: 3 }),
  "PUT /api/subscriptions/{id}/quantity": () => ({ quantity: 3 }),
  "POST /api/communities/{id}/relays": () => ({ channelId: owned.channelId }),
  "PATCH /api/communities/{id}/relays/{relayId}": () => ({ template: "Signal: {content}" }),
  "POST /api/communities/{id}/relays/{relayId}/dry-run": () => ({
    body: '{"content": "Test", "ticker": "btcusdt"}',
  }),
  "PUT /api/communities/{id}/licensed-bot": () => ({
    name: "Desk Bot",
    avatarUrl: null,
    applicationId: "123456789012345678",
    token: `${Buffer.from("123456789012345678").toString("base64url")}.GaBcDe.Zx9-Qw_8erTy7uIo6pAs5dFg4hJ`,
  }),
  "POST /api/notices/read": () => ({ all: true }),
  "PUT /api/account/notice-preferences": () => ({
    emailKinds: ["payment_failed"],
    emailSchedule: "immediately",
  }),
  "POST /api/notices/unsubscribe": () => ({
    token: unsubscribeToken(t.app.config.encryption, { accountId: alice.accountId, kind: "payment_failed" }),
  }),
  "PUT /api/bot/v1/notice-messages/{id}": () => ({ status: "sent" }),
};

/** The query string a route with a required query needs for the owner's request to go through. */
const VALID_QUERIES: Record<string, () => string> = {
  "GET /api/communities/{id}/diagnosis": () => `?channelId=${owned.channelId}`,
};

const PRODUCTION_PROJECT = "chartbot-reliability-prod";
/** How long a refused credential may take to be answered, even when Google's key server hangs. */
const DASHBOARD_ORIGIN = "http://localhost:3001";
const REFUSAL_BOUND_MS = 15_000;

let t: TestApp;
let discord: FakeDiscord;
let stripe: FakeStripe;
let alice: TestUser & { accountId: string };
let bob: TestUser & { accountId: string };
let owned: OwnedResources;
let bobCommunityId: string;
let operations: Operation[];
/** Each user's read-write personal API token, for the public API's routes (`/api/v1`). */
const apiTokens = new Map<string, string>();
/** Alice's alert for the public API's routes (the dashboard's routes delete `owned.alertId`). */
let publicAlertId: string;

const isPublicApi = (operation: Operation) => apiOfPath(operation.path) === "public";

async function createApiToken(user: TestUser, scope: "read" | "read-write" = "read-write") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/trading/tokens",
    headers: { authorization: `Bearer ${user.idToken}` },
    payload: { label: `Script (${scope})`, scope },
  });
  if (response.statusCode !== 201) throw new Error(`token: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; token: string };
}

/**
 * Makes the account's subscription one billed through (the fake) Stripe, as checkout leaves it, so the routes
 * that change a subscription at Stripe (slot count, cancel, resume) serve its owner.
 */
async function billThroughStripe(accountId: string, subscriptionId: string) {
  const { db } = t.database;
  const customer = `cus_test_${accountId.replaceAll("-", "")}`;
  stripe.customers.set(customer, { id: customer, object: "customer" });
  await db.update(accounts).set({ stripeCustomerId: customer }).where(eq(accounts.id, accountId));
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new Error("no subscription to bill");
  const billed = stripeSubscription({
    customer,
    lookupKey: getAddon(row.addonSlug)?.stripeLookupKey ?? "",
    quantity: row.quantity,
    metadata: { accountId, addon: row.addonSlug },
  });
  stripe.subscriptions.set(String(billed.id), billed);
  await db
    .update(subscriptions)
    .set({ stripeSubscriptionId: String(billed.id) })
    .where(eq(subscriptions.id, subscriptionId));
}

beforeAll(async () => {
  discord = await startFakeDiscord();
  stripe = await new FakeStripe().start();
  t = await createTestApp({
    ...discord.env,
    ...stripe.env,
    RATE_LIMIT_MAX: "1000000",
    ACCOUNT_RATE_LIMIT_MAX: "1000000",
    // Every bad credential on every bot route comes from one address: each must meet the check, not the limit.
    BOT_AUTH_FAILURE_MAX: "1000000",
  });
  alice = await createTestAccount(t, { displayName: "Alice" });
  bob = await createTestAccount(t, { displayName: "Bob" });
  owned = await createOwnedResources(t, alice, discord);
  await billThroughStripe(alice.accountId, owned.subscriptionId);
  await grantAddon(t.database.db, alice.accountId, owned.communityId, "bot-license");
  // Bob's server is in the fake Discord with the bot, so a route that asks Discord about it finds it there.
  const bobServer = addTestServer(discord.world);
  bobCommunityId = await createCommunity(t.database.db, [bob.accountId], {
    name: "Bob's",
    guildId: bobServer.guildId,
  });
  operations = await loadOperations(t.app);
  for (const user of [alice, bob]) apiTokens.set(user.uid, (await createApiToken(user)).token);
  const alert = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    headers: { authorization: `Bearer ${alice.idToken}` },
    payload: { ticker: "ETHUSD", placement: "below", level: 1_000 },
  });
  publicAlertId = alert.json().id;
});
afterAll(async () => {
  await t?.close();
  await discord?.stop();
  await stripe?.stop();
});

interface Attempt {
  operation: Operation;
  url: string;
  payload: unknown;
}

/** Requests to every route with an id, aimed at Alice's resources (and, when nested, through Bob's community). */
function attemptsOnAlicesResources(): Attempt[] {
  const attempts: Attempt[] = [];
  // The bot API acts for every account (a bot service token, no owner): its credentials are checked below.
  // The relay URL has no owner to check: its secret is the credential (see "the relay URL ..." below).
  const ownedResource = (op: Operation) =>
    pathParameters(op).length > 0 && apiOfPath(op.path) !== "bot" && !PUBLIC_ROUTES.has(operationName(op));
  for (const operation of operations.filter(ownedResource)) {
    const name = operationName(operation);
    // The public API's copy of a dashboard route takes the same body.
    const body = VALID_BODIES[name] ?? VALID_BODIES[name.replace(" /api/v1/", " /api/")];
    if (operation.body && !body) throw new Error(`add a valid body for ${name} to VALID_BODIES`);
    const ids = resourceIdsFor(operation, owned);
    if (isPublicApi(operation) && operation.path.startsWith("/api/v1/alerts/")) ids.id = publicAlertId;
    const query = (VALID_QUERIES[name] ?? VALID_QUERIES[name.replace(" /api/v1/", " /api/")])?.() ?? "";
    attempts.push({ operation, url: urlOf(operation, ids) + query, payload: body?.() });
    if (operation.path.startsWith("/api/communities/{id}/") && pathParameters(operation).length > 1) {
      attempts.push({
        operation,
        url: urlOf(operation, { ...ids, id: bobCommunityId }) + query,
        payload: body?.(),
      });
    }
  }
  return attempts;
}

/** As `user`: their ID token on the dashboard's routes, their personal API token on the public API's. */
const send = (user: TestUser, attempt: Attempt) =>
  t.app.inject({
    method: attempt.operation.method,
    url: attempt.url,
    headers: {
      authorization: `Bearer ${isPublicApi(attempt.operation) ? apiTokens.get(user.uid) : user.idToken}`,
    },
    ...(attempt.payload !== undefined && { payload: attempt.payload as object }),
  });

/** Deletes last, so every other request still finds its resource. */
const deletesLast = (a: Attempt, b: Attempt) =>
  Number(a.operation.method === "DELETE") - Number(b.operation.method === "DELETE");

describe("Authorization", () => {
  it("answers user B 404 for user A's resource on every route with an id, and A gets the same requests through", async (context) => {
    const attempts = attemptsOnAlicesResources();
    // Bob's token records its use at most once a minute: record it now, so his refused requests change nothing.
    await send(bob, {
      operation: { method: "GET", path: "/api/v1/alerts", parameters: [], body: undefined },
      url: "/api/v1/alerts",
      payload: undefined,
    });
    const before = await fingerprintDatabase(t.database.db);
    const bobStatuses: number[] = [];
    for (const attempt of attempts) {
      const response = await send(bob, attempt);
      bobStatuses.push(response.statusCode);
      // A Discord channel is not a row of Alice's: in Bob's own community, her channel is refused as one that
      // is not in his server when he sets an override on it (the route checks the channel with Discord).
      const foreignChannel =
        attempt.operation.method === "PUT" &&
        attempt.url.includes(bobCommunityId) &&
        attempt.operation.path.includes("{channelId}");
      expect(
        response.statusCode,
        `${operationName(attempt.operation)} ${attempt.url}: ${response.body}`,
      ).toBe(foreignChannel ? 400 : 404);
      expect(response.json().error.code).toBe(foreignChannel ? "validation_failed" : "not_found");
    }
    const after = await fingerprintDatabase(t.database.db);
    expect(after, "Bob's requests changed rows").toEqual(before);

    // The same requests as Alice succeed: the ids were real, so Bob's 404s were the owner check.
    const aliceStatuses: number[] = [];
    // The public API's copies of a community's routes act on the same rows as the dashboard's (a second delete
    // or add of one would be refused), so the dashboard's requests prove those ids real; the copies' own success
    // with a token is tested in test/routes/communities/public-api.test.ts. Bob's 404s above cover both.
    const sameRowsAsDashboard = (a: Attempt) => /^\/api\/v1\/communities\/[^/]+\/./.test(a.url);
    const alices = attempts.filter((a) => !a.url.includes(bobCommunityId) && !sameRowsAsDashboard(a));
    for (const attempt of alices.sort(deletesLast)) {
      const response = await send(alice, attempt);
      aliceStatuses.push(response.statusCode);
      expect(
        response.statusCode,
        `${operationName(attempt.operation)} as the owner: ${response.body}`,
      ).toBeLessThan(300);
    }
    const routes = new Set(attempts.map((attempt) => operationName(attempt.operation)));
    recordFigures(context, "Authorization", {
      "id routes": routes.size,
      "reads/updates/deletes": `${attempts.filter((a) => a.operation.method === "GET").length}/${
        attempts.filter((a) => ["PATCH", "PUT", "POST"].includes(a.operation.method)).length
      }/${attempts.filter((a) => a.operation.method === "DELETE").length}`,
      "B's requests": bobStatuses.length,
      "B got 404": bobStatuses.filter((status) => status === 404).length,
      "rows B changed": 0,
      "A's same requests 2xx": aliceStatuses.filter((status) => status < 300).length,
    });
  });

  it("refuses a missing, malformed, expired, wrongly signed, revoked, disabled or deleted user's token with 401 on every signed-in route", async (context) => {
    const revoked = await createTestUser(t.app.identity.auth);
    const disabled = await createTestUser(t.app.identity.auth);
    const deleted = await createTestUser(t.app.identity.auth);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // revocation has one-second resolution
    await t.app.identity.auth.revokeRefreshTokens(revoked.uid);
    await t.app.identity.auth.updateUser(disabled.uid, { disabled: true });
    await t.app.identity.auth.deleteUser(deleted.uid);
    // A personal API token copied before its owner revoked it.
    const copied = await createApiToken(alice, "read-write");
    await t.app.inject({
      method: "DELETE",
      url: `/api/trading/tokens/${copied.id}`,
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    const aliceClaims = claimsOf(alice.idToken);
    const [aliceHeader, alicePayload] = alice.idToken.split(".");
    const credentials: Record<string, Record<string, string>> = {
      "no credential": {},
      "not a JWT": { authorization: "Bearer not-a-jwt" },
      "other scheme": { authorization: "Basic YWxpY2U6c2VjcmV0" },
      "empty bearer": { authorization: "Bearer " },
      expired: {
        authorization: `Bearer ${craftToken({ alg: "none", typ: "JWT" }, { ...aliceClaims, iat: 1_600_000_000, auth_time: 1_600_000_000, exp: 1_600_003_600 })}`,
      },
      "wrong signature": { authorization: `Bearer ${aliceHeader}.${alicePayload}.${fakeRs256Signature()}` },
      "RS256 header, forged signature": {
        authorization: `Bearer ${craftToken({ alg: "RS256", typ: "JWT", kid: "forged" }, aliceClaims, fakeRs256Signature())}`,
      },
      "HS256 signed": { authorization: `Bearer ${hs256Token(aliceClaims, "guessed-secret")}` },
      "other project": {
        authorization: `Bearer ${craftToken({ alg: "none", typ: "JWT" }, { ...aliceClaims, aud: "someone-else", iss: "https://securetoken.google.com/someone-else" })}`,
      },
      "revoked user": { authorization: `Bearer ${revoked.idToken}` },
      "revoked API token": { authorization: `Bearer ${copied.token}` },
      "truncated API token": { authorization: `Bearer ${copied.token.slice(0, -1)}` },
      "guessed API token": { authorization: `Bearer cbt_${"A".repeat(43)}` },
      "disabled user": { authorization: `Bearer ${disabled.idToken}` },
      "deleted user": { authorization: `Bearer ${deleted.idToken}` },
      // From the dashboard's origin: a cookie write from anywhere else is refused before its cookie is read.
      "forged session cookie": { cookie: `${SESSION_COOKIE}=${alice.idToken}`, origin: DASHBOARD_ORIGIN },
      "junk session cookie": { cookie: `${SESSION_COOKIE}=abc.def.ghi`, origin: DASHBOARD_ORIGIN },
      "guessed session cookie": { cookie: `${SESSION_COOKIE}=${"A".repeat(43)}`, origin: DASHBOARD_ORIGIN },
    };
    const statuses: number[] = [];
    let protectedRoutes = 0;
    for (const operation of operations) {
      const name = operationName(operation);
      if (PUBLIC_ROUTES.has(name)) continue;
      protectedRoutes += 1;
      const bot = apiOfPath(operation.path) === "bot";
      // Authentication comes before the path is validated: the bot API's ids need not exist.
      const ids = bot
        ? Object.fromEntries(pathParameters(operation).map((parameter) => [parameter.name, "1"]))
        : resourceIdsFor(operation, owned);
      const url = urlOf(operation, pathParameters(operation).length > 0 ? ids : {});
      for (const [kind, headers] of Object.entries(credentials)) {
        const response = await t.app.inject({
          method: operation.method,
          url,
          headers,
          ...(operation.method !== "GET" && { payload: (VALID_BODIES[name]?.() ?? {}) as object }),
        });
        statuses.push(response.statusCode);
        // The bot API refuses any request from a browser (an Origin header) before its credential is read.
        const [status, code] = bot && headers.origin ? [403, "origin_not_allowed"] : [401, "unauthenticated"];
        expect(response.statusCode, `${name} with ${kind}: ${response.body}`).toBe(status);
        expect(response.json().error.code).toBe(code);
        expect(errorShapeProblem(response)).toBeUndefined();
      }
    }
    const unverified = await createTestUser(t.app.identity.auth, { verified: false });
    const forbidden = await t.app.inject({
      method: "GET",
      url: "/api/alerts",
      headers: { authorization: `Bearer ${unverified.idToken}` },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe("email_not_verified");
    recordFigures(context, "Authorization", {
      "signed-in routes": protectedRoutes,
      "credential kinds": Object.keys(credentials).length,
      requests: statuses.length,
      "401": statuses.filter((status) => status === 401).length,
      "unverified email": forbidden.statusCode,
    });
  });

  it("the relay URL answers a guessed secret and an unknown relay alike with 404, whatever the credential, and changes nothing", async () => {
    const post = (relayId: string, secret: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api/relay/${relayId}/${secret}`,
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ content: "Bob was here" }),
      });
    // A relay of its own: the first test deletes Alice's resources as their owner.
    const created = await t.app.inject({
      method: "POST",
      url: `/api/communities/${owned.communityId}/relays`,
      headers: { authorization: `Bearer ${alice.idToken}` },
      payload: { channelId: owned.channelId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const relay = {
      relayId: created.json().id as string,
      relaySecret: created.json().url.split("/").at(-1) as string,
    };
    const before = await fingerprintDatabase(t.database.db);
    const guesses = [
      await post(relay.relayId, "A".repeat(43)),
      await post(relay.relayId, relay.relaySecret.slice(0, -1)),
      await post(relay.relayId, "A".repeat(43), { authorization: `Bearer ${bob.idToken}` }),
      await post(relay.relayId, "A".repeat(43), { authorization: `Bearer ${alice.idToken}` }),
      await post("00000000-0000-4000-8000-000000000000", relay.relaySecret),
    ];
    for (const response of guesses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(guesses[0]?.json());
    }
    expect(await fingerprintDatabase(t.database.db), "guesses changed rows").toEqual(before);
    expect((await post(relay.relayId, relay.relaySecret)).statusCode).toBe(204);
  });

  it("refuses a valid personal API token on every dashboard route, and a session or ID token on every public one", async () => {
    const token = apiTokens.get(alice.uid) ?? "";
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: { origin: DASHBOARD_ORIGIN },
      payload: { idToken: alice.idToken },
    });
    const cookie = [signedIn.headers["set-cookie"]]
      .flat()
      .find((value) => value?.startsWith(`${SESSION_COOKIE}=`));
    let dashboardRoutes = 0;
    let publicRoutes = 0;
    for (const operation of operations) {
      const name = operationName(operation);
      const api = apiOfPath(operation.path);
      if (PUBLIC_ROUTES.has(name) || api === "bot") continue;
      const url = urlOf(
        operation,
        pathParameters(operation).length > 0 ? resourceIdsFor(operation, owned) : {},
      );
      const payload = operation.method !== "GET" ? ((VALID_BODIES[name]?.() ?? {}) as object) : undefined;
      const kinds: Record<string, Record<string, string>> = api === "public"
        ? {
            "ID token": { authorization: `Bearer ${alice.idToken}` },
            "session cookie": { cookie: cookie?.split(";")[0] ?? "", origin: DASHBOARD_ORIGIN },
          }
        : { "API token": { authorization: `Bearer ${token}` } };
      if (api === "public") publicRoutes += 1;
      else dashboardRoutes += 1;
      for (const [kind, headers] of Object.entries(kinds)) {
        const response = await t.app.inject({
          method: operation.method,
          url,
          headers,
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${name} with ${kind}: ${response.body}`).toBe(401);
        expect(response.json().error.code).toBe("unauthenticated");
      }
    }
    expect(publicRoutes).toBeGreaterThanOrEqual(9);
    expect(dashboardRoutes).toBeGreaterThan(publicRoutes);
  });

  it("over HTTP, refuses a personal API token from the request after its revocation, on every public route", async () => {
    const port = 4331;
    await t.app.listen({ port, host: "127.0.0.1" });
    const call = (method: string, path: string, token: string, body?: object) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body && { "content-type": "application/json" }),
        },
        ...(body && { body: JSON.stringify(body) }),
      });
    const copied = await createApiToken(alice, "read-write");
    const works = await call("GET", "/api/v1/alerts", copied.token);
    expect(works.status).toBe(200);
    expect(works.headers.get("access-control-allow-origin")).toBeNull();
    const revoke = await fetch(`http://127.0.0.1:${port}/api/trading/tokens/${copied.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    expect(revoke.status).toBe(204);
    const before = await fingerprintDatabase(t.database.db);
    for (const operation of operations.filter(isPublicApi)) {
      const name = operationName(operation);
      const url = urlOf(
        operation,
        pathParameters(operation).length > 0 ? resourceIdsFor(operation, owned) : {},
      );
      const body = operation.method !== "GET" ? ((VALID_BODIES[name]?.() ?? {}) as object) : undefined;
      const response = await call(operation.method, url, copied.token, body);
      expect(response.status, `${name} after revocation`).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    }
    expect(await fingerprintDatabase(t.database.db), "the revoked token changed rows").toEqual(before);
  });

  describe("outside the emulator (production configuration, no FIREBASE_AUTH_EMULATOR_HOST)", () => {
    let production: TestApp["app"];
    let emulatorHost: string | undefined;
    beforeAll(async () => {
      emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      // firebase-admin reads this variable on every verification: without it, tokens are checked for real.
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      const config = loadConfig(productionEnv({ FIREBASE_PROJECT_ID: PRODUCTION_PROJECT }));
      expect(config.firebase.emulatorHost).toBeUndefined();
      production = await buildApp(config, { database: t.database, logger: false });
      await production.ready();
    });
    afterAll(async () => {
      await production?.close();
      if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    });

    const productionTokens = () => {
      const claims = idTokenClaims(PRODUCTION_PROJECT, alice.uid, { email: alice.email });
      return {
        "alg none": craftToken({ alg: "none", typ: "JWT" }, claims),
        "alg none with kid": craftToken({ alg: "none", typ: "JWT", kid: "abc" }, claims),
        "alg None (case)": craftToken({ alg: "None", typ: "JWT", kid: "abc" }, claims),
        "RS256 unsigned": craftToken({ alg: "RS256", typ: "JWT", kid: "abc" }, claims),
        "RS256 forged signature": craftToken(
          { alg: "RS256", typ: "JWT", kid: "abc" },
          claims,
          fakeRs256Signature(),
        ),
        "HS256 signed": hs256Token(claims, "guessed-secret"),
        "emulator-issued token": alice.idToken,
      };
    };

    const refuse = async (token: string, cookie = false) => {
      const started = performance.now();
      const response = await production.inject({
        method: "GET",
        url: "/api/alerts",
        headers: cookie ? { cookie: `${SESSION_COOKIE}=${token}` } : { authorization: `Bearer ${token}` },
      });
      return { response, ms: performance.now() - started };
    };

    it("refuses alg:none, unsigned and forged tokens with 401", async (context) => {
      const latencies: number[] = [];
      const kinds = Object.entries(productionTokens());
      for (const [kind, token] of kinds) {
        for (const cookie of [false, true]) {
          const { response, ms } = await refuse(token, cookie);
          latencies.push(ms);
          expect(response.statusCode, `${kind} (${cookie ? "cookie" : "bearer"}): ${response.body}`).toBe(
            401,
          );
          expect(response.json().error.code).toBe("unauthenticated");
          expect(ms).toBeLessThan(REFUSAL_BOUND_MS);
        }
      }
      recordFigures(context, "Authorization", {
        "token kinds": kinds.length,
        requests: latencies.length,
        statuses: formatTally(tally(latencies.map(() => 401))),
        "slowest ms": Math.round(Math.max(...latencies)),
      });
    });

    it("answers 503 auth_unavailable within the bound when Google's key server does not answer", async (context) => {
      const header = { alg: "RS256", typ: "JWT", kid: "unknown-key" };
      const forged = craftToken(header, idTokenClaims(PRODUCTION_PROJECT, alice.uid), fakeRs256Signature());
      // A session cookie is ours (a random secret checked against our database): it needs nothing from
      // Google, so a forged one is refused at once, 401, even while Google does not answer.
      const forgedCookie = craftToken(
        header,
        idTokenClaims(PRODUCTION_PROJECT, alice.uid),
        fakeRs256Signature(),
      );
      const [cookieRefusal, ...results] = await whileGoogleDoesNotAnswer(() =>
        Promise.all([refuse(forgedCookie, true), refuse(forged), refuse(forged)]),
      );
      expect(cookieRefusal?.response.statusCode).toBe(401);
      expect(cookieRefusal?.ms).toBeLessThan(REFUSAL_BOUND_MS);
      for (const { response, ms } of results) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().error.code).toBe("auth_unavailable");
        expect(response.headers["retry-after"]).toBe("5");
        expect(ms).toBeLessThan(REFUSAL_BOUND_MS);
      }
      const latencies = results.map((result) => result.ms);
      recordFigures(context, "Authorization", {
        requests: results.length,
        statuses: formatTally(tally(results.map((result) => result.response.statusCode))),
        "p50 ms": Math.round(percentile(latencies, 50)),
        "slowest ms": Math.round(Math.max(...latencies)),
        "bound ms": REFUSAL_BOUND_MS,
      });
    }, 40_000);
  });
});
