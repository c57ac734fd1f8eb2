import { randomUUID } from "node:crypto";
import { LIMITS } from "@chartbot/addons";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashRelaySecret } from "../src/data/relays/relay-secret.js";
import { accounts, communities, notices, relays } from "../src/db/schema.js";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { bearer, createTestUser } from "../test/support/firebase-users.js";
import { createTestApp, type TestApp } from "../test/support/test-app.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { madeUpAddress, newClientAddress, requestFrom } from "./support/client-address.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { type ForwardingProxy, startForwardingProxy } from "./support/forwarding-proxy.js";
import { createDatabase, openForChecks } from "./support/postgres.js";
import {
  expectRateLimitedAnswers,
  limitedAfter,
  rateLimitSummary as summary,
} from "./support/rate-limited.js";
import { REDIS_URL, redisAnswers } from "./support/redis.js";
import { craftToken, idTokenClaims } from "./support/tokens.js";

/** Sign-in and account creation, per client IP (AUTH_RATE_LIMIT_MAX). */
const LIMIT = 5;
/** Every request, per client IP (RATE_LIMIT_MAX): above the 30-request burst below. */
const IP_LIMIT = 40;
/** Requests of one account, from any IP (ACCOUNT_RATE_LIMIT_MAX). */
const ACCOUNT_LIMIT = 8;

let database: { url: string; drop(): Promise<void> };
/** Two API processes sharing Redis, called directly, trusting no proxy (the default). */
let processes: ApiProcess[] = [];
/** One more, with TRUST_PROXY=1, called through `proxy` only. */
let proxied: ApiProcess;
let proxy: ForwardingProxy;
/** The Auth emulator as the two direct processes reach it: counts what they ask it. */
let emulator: ForwardingProxy;
let identity: Identity;

const ROUTES = [
  {
    name: "POST /api/account/create",
    path: "/api/account/create",
    body: { code: "x", redirect: "https://elsewhere.example/" },
    refused: 400,
  },
  { name: "POST /api/session", path: "/api/session", body: { idToken: "not-a-token" }, refused: 401 },
] as const;

interface Sent {
  /** The client's own address (the TCP peer the first hop sees). */
  from: string;
  /** An X-Forwarded-For the client makes up. */
  spoof?: string;
}

async function post(baseUrl: string, path: string, body: unknown, { from, spoof }: Sent) {
  const answer = await requestFrom(from, `${baseUrl}${path}`, {
    method: "POST",
    body,
    // From the dashboard, as a browser signing in sends it (another origin is refused before any limit).
    headers: { origin: "http://localhost:3001", ...(spoof && { "x-forwarded-for": spoof }) },
  });
  return summary(answer);
}

describe.skipIf(!(await redisAnswers()) && !process.env.CI)("Rate limiting", () => {
  beforeAll(async () => {
    database = await createDatabase();
    emulator = await startForwardingProxy("http://127.0.0.1:9099");
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: "demo-chartbot",
      AUTH_RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_MAX: String(IP_LIMIT),
      ACCOUNT_RATE_LIMIT_MAX: String(ACCOUNT_LIMIT),
    };
    // Started together on purpose: they migrate the fresh database at once, as a deployment would.
    const started = await Promise.allSettled([
      startApiProcess(env),
      startApiProcess(env),
      startApiProcess({ ...env, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", TRUST_PROXY: "1" }),
    ]);
    const [first, second, third] = started.map((result) =>
      result.status === "fulfilled" ? result.value : undefined,
    );
    processes = [first, second].filter((api) => api !== undefined);
    if (third) proxied = third;
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    proxy = await startForwardingProxy(proxied.url);
    identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...processes, proxied].filter(Boolean).map((api) => api.stop()));
    await proxy?.close();
    await emulator?.close();
    await identity?.close();
    await database?.drop();
  });

  it(`answers 429 with Retry-After past ${LIMIT} a minute on the sign-in routes, counted across two API processes`, async (context) => {
    const figures: Record<string, string> = {};
    for (const route of ROUTES) {
      const from = newClientAddress();
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await post((processes[i % 2] as ApiProcess).url, route.path, route.body, { from }));
      expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(LIMIT, 12, route.refused));
      expectRateLimitedAnswers(answers);
      // Another client is not affected.
      const other = await post((processes[1] as ApiProcess).url, route.path, route.body, {
        from: newClientAddress(),
      });
      expect(other.status).toBe(route.refused);
      figures[route.name] =
        `${formatTally(tally(answers.map((a) => a.status)))} Retry-After ${answers.at(-1)?.retryAfter} s`;
    }
    recordFigures(context, "Rate limiting", { processes: processes.length, limit: LIMIT, ...figures });
  });

  it("lets exactly the limit through when a burst hits both processes at once", async (context) => {
    const results: Record<string, string> = {};
    for (const route of ROUTES) {
      const from = newClientAddress();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post((processes[i % 2] as ApiProcess).url, route.path, route.body, { from }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
      results[`${route.name} (30 at once)`] = formatTally(tally(statuses));
    }
    recordFigures(context, "Rate limiting", results);
  });

  it("does not let a client escape by rotating a made-up X-Forwarded-For, called directly (no proxy trusted)", async (context) => {
    const from = newClientAddress();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        await post((processes[i % 2] as ApiProcess).url, "/api/session", ROUTES[1].body, {
          from,
          spoof: madeUpAddress(),
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(LIMIT, 12, 401));
    expectRateLimitedAnswers(answers);
    // Each process tells its operator, once, that a proxy may be in front of it unconfigured. Its output is
    // read from a pipe, which a busy machine may deliver after the answers: wait for it, then count.
    const warnings = (api: ApiProcess) =>
      api.output.filter((line) => line.includes("X-Forwarded-For received while TRUST_PROXY"));
    for (const api of processes) {
      await expect.poll(() => warnings(api).length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(warnings(api)).toHaveLength(1);
    }
    recordFigures(context, "Rate limiting", {
      "direct, 12 spoofed addresses": formatTally(tally(answers.map((a) => a.status))),
    });
  });

  it("behind a proxy with TRUST_PROXY=1: a made-up X-Forwarded-For is still limited; another real client has its own count", async (context) => {
    const from = newClientAddress();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await post(proxy.url, "/api/session", ROUTES[1].body, { from, spoof: madeUpAddress() }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(LIMIT, 12, 401));
    expectRateLimitedAnswers(answers);
    // The proxy puts each client's real address last: a second client is counted on its own.
    const neighbour = newClientAddress();
    const theirs = [];
    for (let i = 0; i < LIMIT; i++) {
      theirs.push(
        await post(proxy.url, "/api/session", ROUTES[1].body, { from: neighbour, spoof: madeUpAddress() }),
      );
    }
    expect(theirs.map((answer) => answer.status)).toEqual(limitedAfter(LIMIT, LIMIT, 401));
    recordFigures(context, "Rate limiting", {
      "via proxy, 12 spoofed addresses": formatTally(tally(answers.map((a) => a.status))),
      "via proxy, another client": formatTally(tally(theirs.map((a) => a.status))),
    });
  });

  it(`answers 429 to an unauthenticated flood past ${IP_LIMIT} a minute per IP before checking any credential`, async (context) => {
    const from = newClientAddress();
    const total = IP_LIMIT + 20;
    const askedBefore = emulator.forwarded();
    const answers = [];
    let askedAtLimit = 0;
    for (let i = 0; i < total; i++) {
      // Well formed (the emulator accepts unsigned tokens), for a user that does not exist: each one the
      // API checks costs a request to the identity provider.
      const token = craftToken({ alg: "none", typ: "JWT" }, idTokenClaims("demo-chartbot", randomUUID()));
      const answer = await requestFrom(from, `${(processes[i % 2] as ApiProcess).url}/api/alerts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      answers.push(summary(answer));
      if (i === IP_LIMIT - 1) askedAtLimit = emulator.forwarded() - askedBefore;
    }
    const askedAfterLimit = emulator.forwarded() - askedBefore - askedAtLimit;
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(IP_LIMIT, total, 401));
    expectRateLimitedAnswers(answers);
    expect(askedAtLimit).toBeGreaterThanOrEqual(IP_LIMIT);
    expect(askedAfterLimit).toBe(0);
    recordFigures(context, "Rate limiting", {
      "unauthenticated flood": formatTally(tally(answers.map((a) => a.status))),
      "identity requests, first 40": askedAtLimit,
      "identity requests, the 20 refused": askedAfterLimit,
    });
  });

  it(`limits one account to ${ACCOUNT_LIMIT} a minute across addresses and both processes; another account is unaffected`, async (context) => {
    const [alice, bob] = [await createTestUser(identity.auth), await createTestUser(identity.auth)];
    const answers = [];
    for (let i = 0; i < 14; i++) {
      const answer = await requestFrom(
        newClientAddress(),
        `${(processes[i % 2] as ApiProcess).url}/api/alerts`,
        {
          headers: bearer(alice),
        },
      );
      answers.push(summary(answer));
    }
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(ACCOUNT_LIMIT, 14, 200));
    expectRateLimitedAnswers(answers);
    const other = await requestFrom(newClientAddress(), `${(processes[0] as ApiProcess).url}/api/alerts`, {
      headers: bearer(bob),
    });
    expect(other.status).toBe(200);
    recordFigures(context, "Rate limiting", {
      "one account, 14 addresses": formatTally(tally(answers.map((a) => a.status))),
    });
  });

  it(`answers 429 with Retry-After past ${LIMITS.relayMessagesPerMinute} messages a minute to one relay, from any address and either process, with one notice for its owner; another relay is unaffected`, async (context) => {
    const checks = await openForChecks(database.url);
    const relayIds: string[] = [];
    const secret = "reliability-relay-secret";
    let communityId = "";
    try {
      const [owner] = await checks.db
        .insert(accounts)
        .values({ firebaseUid: `relay-flood-${randomUUID()}` })
        .returning({ id: accounts.id });
      const [community] = await checks.db
        .insert(communities)
        .values({
          guildId: String(900_000_000_000_000_000n + BigInt(Date.now())),
          name: "Relay flood",
          ownerAccountId: owner?.id ?? null,
        })
        .returning({ id: communities.id });
      communityId = community?.id ?? "";
      for (const number of [1, 2]) {
        const [relay] = await checks.db
          .insert(relays)
          .values({
            communityId: community?.id ?? "",
            number,
            channelId: "123456789012345678",
            secretHash: hashRelaySecret(secret),
          })
          .returning({ id: relays.id });
        relayIds.push(relay?.id ?? "");
      }
    } finally {
      await checks.close();
    }
    const limit = LIMITS.relayMessagesPerMinute;
    const total = limit + 6;
    const answers = [];
    for (let i = 0; i < total; i++) {
      // A new address each time: the per-IP limit is not what refuses them.
      const answer = await requestFrom(
        newClientAddress(),
        `${(processes[i % 2] as ApiProcess).url}/api/relay/${relayIds[0]}/${secret}`,
        { method: "POST", body: { content: `message ${i}` } },
      );
      answers.push(summary(answer));
    }
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(limit, total, 204));
    expectRateLimitedAnswers(answers);
    const other = await requestFrom(
      newClientAddress(),
      `${(processes[0] as ApiProcess).url}/api/relay/${relayIds[1]}/${secret}`,
      { method: "POST", body: { content: "another relay" } },
    );
    expect(other.status).toBe(204);
    // Six refusals in two processes: one notice, the relay's, for its owner.
    const noticesCheck = await openForChecks(database.url);
    try {
      const raised = await noticesCheck.db.select().from(notices).where(eq(notices.communityId, communityId));
      expect(raised.map((notice) => notice.cause)).toEqual([`relay_refusing:${relayIds[0]}`]);
    } finally {
      await noticesCheck.close();
    }
    recordFigures(context, "Rate limiting", {
      "one relay, two processes": formatTally(tally(answers.map((a) => a.status))),
    });
  });

  it("would let each process count alone without Redis (why REDIS_URL matters)", async (context) => {
    const apps: TestApp[] = [
      await createTestApp({ AUTH_RATE_LIMIT_MAX: String(LIMIT) }),
      await createTestApp({ AUTH_RATE_LIMIT_MAX: String(LIMIT) }),
    ];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const response = await (apps[i % 2] as TestApp).app.inject({
          method: "POST",
          url: "/api/account/create",
          payload: { code: "x", redirect: "https://elsewhere.example/" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT * 2);
      recordFigures(context, "Rate limiting", {
        "in memory, 2 processes, 20 requests": formatTally(tally(statuses)),
      });
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
