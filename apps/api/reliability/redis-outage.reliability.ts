import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { RATE_LIMIT_NAMESPACE } from "../src/plugins/rate-limits.js";
import { createTestUser } from "../test/support/firebase-users.js";
import { type ApiProcess, freePort, startApiProcess } from "./support/api-process.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { createDatabase } from "./support/postgres.js";
import { sessionCookie } from "./support/session-cookie.js";

/** Debian's Redis server, which these machines run (CI starts it when it is not running). */
const hasRedisServer = (() => {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const LOAD_MS = 9_000;
const CONCURRENCY = 10;
/**
 * Each worker's pause between its answer and its next request: about 400 requests a second in all, every
 * worker with a request in flight through the outage, instead of a closed loop at full speed that took both
 * cores from the suites beside this one for the whole test.
 */
const PACE_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis server of this test's own on `port` (nothing on disk), so stopping it stops no one else's. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, retryStrategy: () => 50 });
  client.on("error", () => {});
  for (let tries = 0; ; tries++) {
    if ((await client.ping().catch(() => "")) === "PONG") break;
    if (tries > 100) throw new Error("the test's Redis did not start");
    await sleep(50);
  }
  client.disconnect();
  return server;
}

async function stopRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await once(server, "exit");
}

let database: { url: string; drop(): Promise<void> };
let api: ApiProcess;
let identity: Identity;
let redisPort: number;
let redis: ChildProcess;

beforeAll(async () => {
  if (!hasRedisServer) return;
  database = await createDatabase();
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  api = await startApiProcess({
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    RATE_LIMIT_MAX: "100000",
    ACCOUNT_RATE_LIMIT_MAX: "100000",
  });
  identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
});
afterAll(async () => {
  await api?.stop();
  if (redis) await stopRedis(redis);
  await database?.drop();
  await identity?.close();
});

const readiness = async () => {
  const response = await fetch(`${api.url}/api/health/ready`);
  return { status: response.status, body: (await response.json()) as { status: string; redis: unknown } };
};

/** Asks readiness until its `status` is `wanted` (its result is cached for 5 s); the answers seen. */
async function readinessUntil(wanted: string, withinMs: number) {
  const seen: number[] = [];
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const answer = await readiness();
    seen.push(answer.status);
    if (answer.body.status === wanted) return { seen, last: answer };
    await sleep(250);
  }
  return { seen, last: undefined };
}

describe.skipIf(!hasRedisServer && !process.env.CI)("Redis outage", () => {
  it("Redis stopped mid-load and started again: no 5xx, readiness degraded then ready, one warning, counting resumes", async (context) => {
    const user = await createTestUser(identity.auth);
    const cookie = await sessionCookie(api.url, user.idToken);
    const statuses: number[] = [];
    let running = true;
    // Rate-limited reads (per IP and per account, counted in Redis) and sign-in attempts (a per-route limit).
    const worker = async (n: number) => {
      while (running) {
        const response =
          n % 2 === 0
            ? await fetch(`${api.url}/api/alerts`, { headers: { cookie } })
            : await fetch(`${api.url}/api/account/create`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: "{}",
              });
        await response.arrayBuffer();
        statuses.push(response.status);
        await sleep(PACE_MS);
      }
    };
    const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));

    await sleep(LOAD_MS / 3);
    await stopRedis(redis);
    const degraded = await readinessUntil("degraded", 8_000);
    expect(degraded.last, "readiness says degraded while Redis is down").toBeDefined();
    expect(degraded.last?.status).toBe(200);
    expect(degraded.last?.body.redis).toMatchObject({ ok: false });

    redis = await startRedis(redisPort);
    const ready = await readinessUntil("ready", 10_000);
    expect(ready.last, "readiness says ready once Redis answers").toBeDefined();
    await sleep(LOAD_MS / 3);
    running = false;
    await load;

    // Counting resumed: the new Redis holds counters the API wrote after it came back.
    const check = new Redis({ port: redisPort, host: "127.0.0.1" });
    const counters = await check.keys(`${RATE_LIMIT_NAMESPACE}*`);
    check.disconnect();
    expect(counters.length).toBeGreaterThan(0);

    const serverErrors = statuses.filter((status) => status >= 500).length;
    // Reads answer 200; sign-in attempts 400 (no code), or 429 once their per-route limit is counted.
    expect(Object.keys(tally(statuses)).filter((status) => !["200", "400", "429"].includes(status))).toEqual(
      [],
    );
    expect(serverErrors).toBe(0);
    const warnings = api.output.filter((line) => line.includes('"dependency":"redis"'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] as string)).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/^Redis does not answer/),
    });
    expect(api.output.join("\n")).not.toContain("[ioredis]");
    recordFigures(context, "Redis outage", {
      requests: statuses.length,
      statuses: formatTally(tally(statuses)),
      "5xx": serverErrors,
      "readiness while down": formatTally(tally(degraded.seen)),
      "warnings logged": warnings.length,
    });
  });
});
