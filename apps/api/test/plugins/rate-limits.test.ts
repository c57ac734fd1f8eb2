import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/open-database.js";
import { bearer, createTestUser } from "../support/firebase-users.js";
import { productionEnv } from "../support/production-env.js";
import { request } from "../support/request.js";
import { openTestDatabase, testConfig } from "../support/test-app.js";

let database: Database;
const apps: App[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app on the file's database (the apps differ only in configuration). */
async function appWith(overrides: Record<string, string>): Promise<App> {
  const app = await buildApp(testConfig(overrides), { database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

interface From {
  /** The peer's address: the client, or the proxy in front of the API. */
  from: string;
  /** The X-Forwarded-For header the API receives. */
  forwardedFor?: string;
}

/** `DELETE /api/session`: public, and does nothing but clear cookies, so it only exercises the limit. */
const signOut = (app: App, { from, forwardedFor }: From) =>
  request(app, "DELETE", "/api/session", {
    remoteAddress: from,
    headers: { origin: "http://localhost:3001", ...(forwardedFor && { "x-forwarded-for": forwardedFor }) },
  });

const statusesOf = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
};

const allowedThenLimited = (allowed: number, limited: number, status = 204) => [
  ...Array.from({ length: allowed }, () => status),
  ...Array.from({ length: limited }, () => 429),
];

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told", () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig(productionEnv()).trustProxy).toEqual({ hops: 0 });
  });

  it("takes a hop count, or proxy addresses, CIDR ranges and proxy-addr's range names", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, 192.168.1.7 ,fd00::/8, loopback" }).trustProxy).toEqual({
      addresses: ["10.0.0.0/8", "192.168.1.7", "fd00::/8", "loopback"],
    });
  });

  it.each([
    "-1",
    "1.5",
    "true",
    "all",
    "10.0.0.0/33",
    "10.0.0.0/0",
    "::1/129",
    "proxy.internal",
    "10.0.0.1, nonsense",
    "1000",
  ])("refuses %j at start-up, naming the variable", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
  });
});

describe("the client address the limits count", () => {
  it("ignores X-Forwarded-For by default: rotating it does not give a client a new allowance", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: "3" });
    const statuses = await statusesOf(
      Array.from(
        { length: 6 },
        (_, i) => () => signOut(app, { from: "198.51.100.1", forwardedFor: `203.0.113.${i}` }),
      ),
    );
    expect(statuses).toEqual(allowedThenLimited(3, 3));
  });

  it("with TRUST_PROXY=1, counts the address the proxy saw, not what the client wrote before it", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: "3", TRUST_PROXY: "1" });
    const proxy = "10.0.0.1";
    const rotating = await statusesOf(
      Array.from(
        { length: 6 },
        (_, i) => () => signOut(app, { from: proxy, forwardedFor: `203.0.113.${i}, 198.51.100.2` }),
      ),
    );
    expect(rotating).toEqual(allowedThenLimited(3, 3));
    // Another client behind the same proxy has an allowance of its own.
    expect((await signOut(app, { from: proxy, forwardedFor: "198.51.100.3" })).statusCode).toBe(204);
  });

  it("with a CIDR list, trusts only those peers: others cannot claim an address", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: "3", TRUST_PROXY: "10.0.0.0/8" });
    const behindProxy = await statusesOf(
      Array.from(
        { length: 5 },
        (_, i) => () => signOut(app, { from: "10.1.2.3", forwardedFor: `203.0.113.${i}, 198.51.100.4` }),
      ),
    );
    expect(behindProxy).toEqual(allowedThenLimited(3, 2));
    const direct = await statusesOf(
      Array.from(
        { length: 5 },
        (_, i) => () => signOut(app, { from: "198.51.100.5", forwardedFor: `203.0.113.${i}` }),
      ),
    );
    expect(direct).toEqual(allowedThenLimited(3, 2));
  });
});

describe("the per-IP limit", () => {
  it("answers 429 in the error shape with Retry-After before any credential is checked", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: "3" });
    // Count what the identity provider is asked (the real firebase-admin Auth, wrapped).
    const { auth } = app.identity;
    let verifications = 0;
    const verifyIdToken = auth.verifyIdToken.bind(auth);
    auth.verifyIdToken = (...args) => {
      verifications += 1;
      return verifyIdToken(...args);
    };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await app.inject({
          method: "GET",
          url: "/api/alerts",
          remoteAddress: "198.51.100.10",
          headers: { authorization: `Bearer not-a-token-${randomUUID()}` },
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429, 429, 429]);
    expect(verifications).toBe(3);
    for (const answer of answers.slice(3)) {
      expect(answer.json()).toEqual({
        error: { code: "rate_limited", message: "You've made too many requests. Please try again later." },
      });
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("counts every route together, and leaves the health checks and Stripe's webhook out", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: "2" });
    const from = "198.51.100.11";
    expect((await app.inject({ method: "GET", url: "/api/nowhere", remoteAddress: from })).statusCode).toBe(
      404,
    );
    expect((await signOut(app, { from })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/api/alerts", remoteAddress: from })).statusCode).toBe(
      429,
    );
    for (const url of ["/api/health/live", "/api/health/ready"]) {
      expect((await app.inject({ method: "GET", url, remoteAddress: from })).statusCode).toBe(200);
    }
    const webhook = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      remoteAddress: from,
      payload: {},
    });
    expect(webhook.statusCode).not.toBe(429);
  });
});

describe("the per-account limit", () => {
  it("counts an account across addresses, before its request body is read", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: "100", ACCOUNT_RATE_LIMIT_MAX: "3" });
    const [alice, bob] = [await createTestUser(app.identity.auth), await createTestUser(app.identity.auth)];
    const statuses = await statusesOf(
      Array.from(
        { length: 6 },
        (_, i) => () =>
          app.inject({
            method: "GET",
            url: "/api/alerts",
            remoteAddress: `198.51.100.${20 + i}`,
            headers: bearer(alice),
          }),
      ),
    );
    expect(statuses).toEqual(allowedThenLimited(3, 3, 200));
    // A body that would fail validation is not read: the account is over its limit first.
    const invalid = await app.inject({
      method: "POST",
      url: "/api/alerts",
      remoteAddress: "198.51.100.30",
      headers: bearer(alice),
      payload: { nonsense: true },
    });
    expect(invalid.statusCode).toBe(429);
    expect(invalid.json().error.code).toBe("rate_limited");
    expect(Number(invalid.headers["retry-after"])).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    const other = await app.inject({
      method: "GET",
      url: "/api/alerts",
      remoteAddress: "198.51.100.20",
      headers: bearer(bob),
    });
    expect(other.statusCode).toBe(200);
  });
});
