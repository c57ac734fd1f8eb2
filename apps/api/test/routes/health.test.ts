import { ReadinessSchema } from "@chartbot/contracts/health";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/open-database.js";
import { CHECK_TIMEOUT_MS } from "../../src/routes/health.js";
import { freePort } from "../support/free-port.js";
import { openTestDatabase, testConfig } from "../support/test-app.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

type PingMode = "up" | "refused" | "silent";

/** The test database with its ping counted, and made to fail or hang on demand (the real ping otherwise). */
function countedDatabase() {
  const state = { pings: 0, mode: "up" as PingMode };
  const wrapped: Database = {
    ...database,
    ping: () => {
      state.pings += 1;
      if (state.mode === "refused")
        return Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
      if (state.mode === "silent") return new Promise<void>(() => {});
      return database.ping();
    },
    // The shared database outlives each app.
    close: async () => {},
  };
  return { state, database: wrapped };
}

async function appOn(db: Database, overrides: Record<string, string> = {}): Promise<App> {
  const app = await buildApp(testConfig(overrides), { database: db, logger: false });
  await app.ready();
  return app;
}

describe("GET /api/health/live", () => {
  it("answers 200 while the database is down, and is never rate limited", async () => {
    const counted = countedDatabase();
    counted.state.mode = "refused";
    const app = await appOn(counted.database, { RATE_LIMIT_MAX: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await app.inject({ method: "GET", url: "/api/health/live" });
        statuses.push(response.statusCode);
        expect(response.json()).toEqual({ status: "ok" });
      }
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
      expect(counted.state.pings).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/health/ready", () => {
  it("reports the database and the Auth emulator as reachable", async () => {
    const app = await appOn(database);
    try {
      const response = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(200);
      const body = ReadinessSchema.parse(response.json());
      expect(body).toMatchObject({
        status: "ready",
        database: { ok: true, kind: process.env.DATABASE_URL ? "postgres" : "pglite" },
        auth: { ok: true, probe: "emulator" },
      });
    } finally {
      await app.close();
    }
  });

  it("pings the database once for a burst of 30 requests, concurrent and sequential, and is not rate limited", async () => {
    const counted = countedDatabase();
    const app = await appOn(counted.database, { RATE_LIMIT_MAX: "2" });
    try {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ method: "GET", url: "/api/health/ready" })),
      );
      const after = [];
      for (let i = 0; i < 10; i++) after.push(await app.inject({ method: "GET", url: "/api/health/ready" }));
      const answers = [...burst, ...after];
      expect(answers.map((response) => response.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
      expect(new Set(answers.map((response) => response.json().checkedAt)).size).toBe(1);
      expect(counted.state.pings).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("answers 503 when the database refuses connections, naming it", async () => {
    const counted = countedDatabase();
    counted.state.mode = "refused";
    const app = await appOn(counted.database);
    try {
      const response = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "not_ready",
        database: { ok: false },
        auth: { ok: true },
      });
      const live = await app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it(`answers 503 within ${CHECK_TIMEOUT_MS / 1000} s when the database does not answer at all`, async () => {
    const counted = countedDatabase();
    counted.state.mode = "silent";
    const app = await appOn(counted.database);
    try {
      const started = performance.now();
      const response = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json().database).toMatchObject({ ok: false });
      expect(performance.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 1_000);
    } finally {
      await app.close();
    }
  });

  it("answers 503 when the identity provider cannot be reached", async () => {
    // A port that accepts nothing: the emulator's address in the configuration points nowhere.
    const port = await freePort();
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const app = await appOn(database, { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` });
    try {
      const response = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "not_ready",
        database: { ok: true },
        auth: { ok: false, probe: "emulator" },
      });
    } finally {
      await app.close();
      // createIdentity sets firebase-admin's variable for the whole process: put the real emulator back.
      if (emulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    }
  });
});

describe("Redis, optional to availability", () => {
  it("unreachable: readiness 200 degraded, rate-limited routes answer as usual, and one structured warning", async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }), {
      database,
      logger: { level: "info", stream: { write: (line) => void lines.push(line) } },
    });
    await app.ready();
    try {
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ReadinessSchema.parse(ready.json())).toMatchObject({
        status: "degraded",
        database: { ok: true },
        auth: { ok: true },
        redis: { ok: false },
      });
      // Rate-limited routes (per IP, per route): their own answers, never a 5xx.
      for (let i = 0; i < 5; i++) {
        const signIn = await app.inject({ method: "POST", url: "/api/account/create", payload: {} });
        expect(signIn.statusCode).toBe(400);
        expect((await app.inject({ method: "GET", url: "/api/alerts" })).statusCode).toBe(401);
      }
      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; dependency?: string; msg: string })
        .filter((line) => line.dependency === "redis");
      expect(warnings).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/^Redis does not answer/) }),
      ]);
    } finally {
      await app.close();
    }
  });

  it("not configured: readiness says so with redis null", async () => {
    const app = await appOn(database);
    try {
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.json()).toMatchObject({ status: "ready", redis: null });
    } finally {
      await app.close();
    }
  });
});
