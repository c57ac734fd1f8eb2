import { healthEndpoints } from "@chartbot/contracts/endpoints/health";
import type { Readiness } from "@chartbot/contracts/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { identityProbe, reach } from "../identity/reachability.js";
import { addEndpoint } from "./endpoint-route.js";

/** How long one readiness result is answered: a flood of probes costs one check per interval. */
export const READINESS_CACHE_MS = 5_000;

/** Longest a dependency may take to answer a readiness check before it counts as down. */
export const CHECK_TIMEOUT_MS = 3_000;

type Check = { ok: boolean; latencyMs: number; error?: unknown };

async function timed(check: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  const outcome = await Promise.race([check(), timeout]).then(
    () => ({ ok: true }),
    (error: unknown) => ({ ok: false, error }),
  );
  clearTimeout(timer);
  return { ...outcome, latencyMs: Math.round(performance.now() - started) };
}

/**
 * `GET /api/health/live` and `GET /api/health/ready`. Neither is rate limited: a platform's probes come
 * from a few addresses, and a 429 would take a healthy process out of rotation. Liveness does no work;
 * readiness answers a cached result, so a flood costs at most one database ping and one identity probe
 * per `READINESS_CACHE_MS` per process.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = identityProbe(app.config.firebase);

  const check = async (): Promise<Readiness> => {
    const checkedAt = new Date().toISOString();
    const { redis: client } = app;
    const [database, auth, redis] = await Promise.all([
      timed(() => app.database.ping()),
      timed(() => reach(probe, CHECK_TIMEOUT_MS)),
      client ? timed(() => client.ping()) : undefined,
    ]);
    for (const [name, { ok, error }] of [
      ["database", database],
      ["auth", auth],
    ] as const) {
      if (!ok) app.log.warn({ err: error, dependency: name }, "readiness check failed");
    }
    // Redis's outage is logged once by its client (src/redis.ts), not on every check.
    const required = database.ok && auth.ok;
    return {
      status: !required ? "not_ready" : redis && !redis.ok ? "degraded" : "ready",
      checkedAt,
      database: { ok: database.ok, latencyMs: database.latencyMs, kind: app.database.kind },
      auth: { ok: auth.ok, latencyMs: auth.latencyMs, probe: probe.kind },
      redis: redis ? { ok: redis.ok, latencyMs: redis.latencyMs } : null,
    };
  };

  // One check at a time; its result is answered until READINESS_CACHE_MS after it started.
  let last: { startedAt: number; settled: boolean; report: Promise<Readiness> } | undefined;
  const readiness = (): Promise<Readiness> => {
    const now = performance.now();
    if (!last || (last.settled && now - last.startedAt >= READINESS_CACHE_MS)) {
      const entry = { startedAt: now, settled: false, report: check() };
      void entry.report.then(() => {
        entry.settled = true;
      });
      last = entry;
    }
    return last.report;
  };

  // Probes arrive every few seconds: their requests are logged only when something goes wrong.
  const probeRoute = { config: { rateLimit: false }, logLevel: "warn" } as const;

  addEndpoint(app, healthEndpoints.live, async () => ({ status: "ok" as const }), { ...probeRoute });

  addEndpoint(
    app,
    healthEndpoints.ready,
    async (_request, reply) => {
      const report = await readiness();
      return reply.code(report.status === "not_ready" ? 503 : 200).send(report);
    },
    { ...probeRoute },
  );
};
