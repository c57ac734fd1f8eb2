import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.js";
import { oncePer } from "../log-throttle.js";

/** How long a shed client is told to wait. */
const RETRY_AFTER_SECONDS = 2;

/** At most one "shedding load" line per this long, whatever the number of requests shed. */
const LOG_EVERY_MS = 10_000;

/**
 * Sheds load before the event loop stalls (`@fastify/under-pressure`): while the loop lags more than
 * `maxEventLoopDelayMs`, every request but the health checks is answered at once with 503 `overloaded` and
 * `Retry-After`, so the requests in hand finish and a load balancer sends the next ones to another replica.
 * The health checks still answer (a lagging process is alive; restarting it would lose the work in hand).
 * Registered before the rate limits and the routes: a shed request costs no Redis or database work.
 */
export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  const logNow = oncePer(LOG_EVERY_MS);
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // A rejected promise goes to the error handler (503 `overloaded` with Retry-After, not logged per request);
    // a resolved one lets the request through.
    pressureHandler: async (request, _reply, type, value) => {
      if (request.url.startsWith("/api/health/")) return;
      if (logNow()) {
        request.log.warn({ type, value, limit: maxEventLoopDelayMs }, "shedding load: the event loop lags");
      }
      throw new AppError("overloaded", undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS });
    },
  });
}
