import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/open-database.js";
import { openTestDatabase, testConfig } from "../support/test-app.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function appWith(overrides: Record<string, string>): Promise<App> {
  const app = await buildApp(testConfig(overrides), { database, logger: false });
  await app.ready();
  return app;
}

const TOKEN = "metrics-token-0123456789abcdef-0123456789";

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const app = await appWith({});
    try {
      const response = await app.inject({ method: "GET", url: "/api/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("answers Prometheus text to the token only: requests by route pattern and status, latency, pool, event loop", async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      for (const url of [
        "/api/alerts/1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
        "/api/alerts/00000000-0000-4000-8000-000000000000",
        "/api/no/such/route",
      ]) {
        await app.inject({ method: "GET", url });
      }
      for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN]) {
        const refused = await app.inject({
          method: "GET",
          url: "/api/metrics",
          headers: authorization ? { authorization } : {},
        });
        expect(refused.statusCode, String(authorization)).toBe(401);
        expect(refused.body).not.toContain("chartbot_api");
      }
      const response = await app.inject({
        method: "GET",
        url: "/api/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      // Two ids, one route pattern: ids never become label values.
      expect(text).toMatch(
        /chartbot_api_request_duration_seconds_count\{method="GET",route="\/api\/alerts\/:id",status="401"\} 2/,
      );
      expect(text).toMatch(
        /chartbot_api_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
      );
      expect(text).toContain('chartbot_api_request_duration_seconds_bucket{le="0.1",method="GET"');
      expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
      expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
      if (database.kind === "postgres")
        expect(text).toMatch(/chartbot_api_db_pool_connections\{state="idle"\} \d/);
    } finally {
      await app.close();
    }
  });
});

describe("load shedding", () => {
  it("answers 503 overloaded with Retry-After while the event loop lags, keeps the health checks, and recovers", async () => {
    const app = await appWith({ MAX_EVENT_LOOP_DELAY_MS: "100" });
    // The event loop blocked 250 ms at a time, as a process past its capacity is.
    const stall = setInterval(() => {
      const until = performance.now() + 250;
      while (performance.now() < until) {}
    }, 5);
    try {
      await sleep(1_500);
      const shed = await app.inject({ method: "GET", url: "/api/services" });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers["retry-after"]).toBe("2");
      expect(shed.json()).toEqual({ error: { code: "overloaded", message: expect.stringMatching(/busy/) } });
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      clearInterval(stall);
    }
    try {
      let status = 0;
      for (let tries = 0; tries < 40 && status !== 200; tries++) {
        await sleep(100);
        status = (await app.inject({ method: "GET", url: "/api/services" })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
