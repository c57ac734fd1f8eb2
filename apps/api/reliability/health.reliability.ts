import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READINESS_CACHE_MS } from "../src/routes/health.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { type ForwardingProxy, startForwardingProxy } from "./support/forwarding-proxy.js";
import { createDatabase } from "./support/postgres.js";
import { startTcpRelay, type TcpRelay } from "./support/tcp-relay.js";

/** The readiness check's database ping (`Database.ping`), as PostgreSQL receives it. */
const PING = "select 1";
const REQUESTS = 200;
const CONCURRENCY = 50;

let database: { url: string; drop(): Promise<void> };
let relay: TcpRelay;
let emulator: ForwardingProxy;
let api: ApiProcess;

const get = (path: string) =>
  fetch(`${api.url}${path}`).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks readiness until it answers `status`, at most `withinMs`; every answer, liveness's beside each. */
async function readinessUntil(status: number, withinMs: number) {
  const answers: { ready: number; live: number; ms: number }[] = [];
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    const [ready, live] = await Promise.all([get("/api/health/ready"), get("/api/health/live")]);
    answers.push({ ready: ready.status, live: live.status, ms: performance.now() - started });
    if (ready.status === status) return { answers, last: ready.body };
    await sleep(100);
  }
  return { answers, last: undefined };
}

describe("Health checks", () => {
  beforeAll(async () => {
    database = await createDatabase();
    const url = new URL(database.url);
    // PostgreSQL and the Auth emulator each behind a relay of ours: what the API asks them is counted,
    // and the database can be cut off without stopping the machine's PostgreSQL.
    relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) }, PING);
    url.host = `127.0.0.1:${relay.port}`;
    emulator = await startForwardingProxy("http://127.0.0.1:9099");
    api = await startApiProcess({
      DATABASE_URL: url.toString(),
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      // The health checks are exempt: a limit of 5 proves it.
      RATE_LIMIT_MAX: "5",
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
    await emulator?.close();
    await database?.drop();
  });

  it(`readiness: ${REQUESTS} requests within one interval cost one database ping and one identity probe, none limited`, async (context) => {
    // Let the result cached by the start-up wait expire, so the requests below begin a new interval.
    await sleep(READINESS_CACHE_MS + 500);
    const pingsBefore = relay.count();
    const probesBefore = emulator.forwarded();
    const started = performance.now();
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      answers.push(
        ...(await Promise.all(Array.from({ length: CONCURRENCY }, () => get("/api/health/ready")))),
      );
    }
    const elapsed = performance.now() - started;
    const pings = relay.count() - pingsBefore;
    const probes = emulator.forwarded() - probesBefore;
    recordFigures(context, "Health checks", {
      requests: REQUESTS,
      "took ms": Math.round(elapsed),
      statuses: formatTally(tally(answers.map((answer) => answer.status))),
      "database pings": pings,
      "identity probes": probes,
    });
    // Counting is conclusive only if the requests fit in one interval.
    expect(elapsed).toBeLessThan(READINESS_CACHE_MS);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: REQUESTS }, () => 200));
    expect(new Set(answers.map((answer) => answer.body.checkedAt)).size).toBe(1);
    expect(pings).toBe(1);
    expect(probes).toBe(1);
  });

  it("liveness answers while the database is cut off; readiness answers 503 then, and 200 once it is back", async (context) => {
    const boundMs = READINESS_CACHE_MS + 5_000;
    relay.setDown(true);
    let down: Awaited<ReturnType<typeof readinessUntil>>;
    try {
      down = await readinessUntil(503, boundMs);
    } finally {
      relay.setDown(false);
    }
    const up = await readinessUntil(200, boundMs);
    recordFigures(context, "Health checks", {
      "503 after ms": Math.round(down.answers.at(-1)?.ms ?? 0),
      "liveness while down": formatTally(tally(down.answers.map((answer) => answer.live))),
      "200 again after ms": Math.round(up.answers.at(-1)?.ms ?? 0),
    });
    expect(down.last).toMatchObject({
      status: "not_ready",
      database: { ok: false, kind: "postgres" },
      auth: { ok: true, probe: "emulator" },
    });
    expect(down.answers.map((answer) => answer.live)).toEqual(down.answers.map(() => 200));
    expect(up.last).toMatchObject({ status: "ready", database: { ok: true } });
    expect(api.alive()).toBe(true);
  });
});
