import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../errors.js";

/** Latency buckets (seconds): the API's answers take milliseconds; a budget's p99 is 0.1 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN` (`Authorization:
 * Bearer <token>`; anyone else gets 401, and without the setting the route does not exist):
 *
 * - `chartbot_api_request_duration_seconds{method,route,status}`, a histogram: its `_count` is the request
 *   rate per route, its 5xx statuses the errors, its buckets the latency. `route` is the route's pattern
 *   (`/api/alerts/:id`), or `unmatched`, so ids never become label values.
 * - `chartbot_api_db_pool_connections{state}`: the PostgreSQL pool's total, idle and waiting.
 * - Node's own (`nodejs_eventloop_lag_*` among them: event-loop lag), from prom-client's default metrics.
 *
 * Each app has its own registry, so several in one process (tests) do not share counts.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "chartbot_api_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "chartbot_api_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting for one)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const usage = app.database.poolUsage?.();
      if (!usage) return;
      for (const [state, value] of Object.entries(usage)) this.set({ state }, value);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    "/api/metrics",
    { config: { rateLimit: false }, logLevel: "warn", schema: { hide: true } },
    async (request, reply) => {
      const header = request.headers.authorization ?? "";
      const sent = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
      if (!sameToken(sent, token))
        throw new AppError("unauthenticated", "The metrics need the metrics token.");
      return reply.header("content-type", registry.contentType).send(await registry.metrics());
    },
  );
}
