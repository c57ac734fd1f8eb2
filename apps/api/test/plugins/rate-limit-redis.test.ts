import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
const reachable = await redis.connect().then(
  () => true,
  () => false,
);

describe.skipIf(!reachable && !process.env.CI)("rate limiting with Redis", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const keys = await redis.keys("chartbot-api-rate-limit:*");
    if (keys.length > 0) await redis.del(...keys);
    first = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT_MAX: "4" });
    second = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT_MAX: "4" });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis.disconnect();
  });

  it("shares the sign-in limit between two API processes", async () => {
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app, second.app]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/account/create",
        payload: { code: "a", redirect: "https://elsewhere.example/" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
