import { once } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** Longest a rate-limit count may wait for Redis before the request goes on uncounted. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Longest the start waits for the first connection (so the first requests are counted); a Redis that is down does not hold it up. */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/**
 * The API's Redis client: the rate limits' counters, shared by every API process. Redis is optional to
 * availability (docs/decisions/redis-optional-to-availability.md): while it does not answer, commands fail at
 * once instead of queueing (no offline queue, a short command timeout), the rate limits let requests through
 * uncounted (`skipOnError`), readiness says `degraded`, and the log gets one structured warning per outage
 * and one line when Redis answers again (never ioredis's own text on stderr, which it writes when nobody
 * listens for its errors).
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECTION_WAIT_MS,
  });
  let answering = true;
  redis.on("error", (error: Error) => {
    if (!answering) return;
    answering = false;
    log.warn(
      { err: error, dependency: "redis" },
      "Redis does not answer: rate limits let requests through uncounted until it does",
    );
  });
  redis.on("ready", () => {
    if (answering) return;
    answering = true;
    log.info({ dependency: "redis" }, "Redis answers again: rate limits count requests again");
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    once(redis, "ready"),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS);
    }),
  ]).catch(() => {});
  clearTimeout(timer);
  return redis;
}
