import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionEnv } from "../test/support/production-env.js";
import { createTestApp, type TestApp } from "../test/support/test-app.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { errorShapeProblem } from "./support/error-shape.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { createDatabase } from "./support/postgres.js";

const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const LIMIT = 5;
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
const redisAnswers = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

let database: { url: string; drop(): Promise<void> };
let processes: ApiProcess[] = [];

/** A client address of its own per check (the API trusts X-Forwarded-For in production, behind its proxy). */
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const ROUTES = [
  {
    name: "POST /api/account/create",
    path: "/api/account/create",
    body: { code: "x", redirect: "https://elsewhere.example/" },
    refused: 400,
  },
  { name: "POST /api/session", path: "/api/session", body: { idToken: "not-a-token" }, refused: 401 },
] as const;

async function post(api: ApiProcess, path: string, body: unknown, client: string) {
  const response = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    problem:
      response.status === 429
        ? errorShapeProblem({
            statusCode: 429,
            headers: Object.fromEntries(response.headers),
            body: await response.text(),
          })
        : undefined,
  };
}

describe.skipIf(!redisAnswers && !process.env.CI)("Rate limiting", () => {
  beforeAll(async () => {
    database = await createDatabase();
    // A production configuration (trustProxy: client addresses from X-Forwarded-For), without the Auth
    // emulator: the refused sign-ins here never reach Firebase.
    const env = productionEnv({ DATABASE_URL: database.url, REDIS_URL, AUTH_RATE_LIMIT_MAX: String(LIMIT) });
    // Started together on purpose: both migrate the fresh database at once, as a deployment would.
    const started = await Promise.allSettled([
      startApiProcess(env, { ready: "listening" }),
      startApiProcess(env, { ready: "listening" }),
    ]);
    processes = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop()));
    await database?.drop();
  });

  it(`answers 429 with Retry-After past ${LIMIT} a minute on the sign-in routes, counted across two API processes`, async (context) => {
    const figures: Record<string, string> = {};
    for (const route of ROUTES) {
      const client = newClient();
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await post(processes[i % 2] as ApiProcess, route.path, route.body, client));
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array.from({ length: LIMIT }, () => route.refused),
        ...Array.from({ length: 12 - LIMIT }, () => 429),
      ]);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
        expect(answer.problem).toBeUndefined();
      }
      // Another client is not affected.
      expect((await post(processes[1] as ApiProcess, route.path, route.body, newClient())).status).toBe(
        route.refused,
      );
      figures[route.name] =
        `${formatTally(tally(answers.map((a) => a.status)))} Retry-After ${answers.at(-1)?.retryAfter} s`;
    }
    recordFigures(context, "Rate limiting", { processes: processes.length, limit: LIMIT, ...figures });
  });

  it("lets exactly the limit through when a burst hits both processes at once", async (context) => {
    const results: Record<string, string> = {};
    for (const route of ROUTES) {
      const client = newClient();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(processes[i % 2] as ApiProcess, route.path, route.body, client),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
      results[`${route.name} (30 at once)`] = formatTally(tally(statuses));
    }
    recordFigures(context, "Rate limiting", results);
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
