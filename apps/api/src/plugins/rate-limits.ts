import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.js";
import { AppError } from "../errors.js";

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;
type Outcome = Awaited<ReturnType<Limiter>>;

declare module "fastify" {
  interface FastifyRequest {
    /** Whether the per-account rate limit counted this request (it is checked in two hooks). */
    accountCounted: boolean;
  }
}

/** Counters in Redis start with this, so every API process sharing the Redis counts together. */
export const RATE_LIMIT_NAMESPACE = "chartbot-api-rate-limit:";

type Counted = Extract<Outcome, { isAllowed: false }>;

/** Answers 429 `rate_limited`, with `Retry-After`, for a limit that is used up. */
function refuse({ max, ttlInSeconds }: Counted, reply: FastifyReply): never {
  reply.headers({
    "x-ratelimit-limit": max,
    "x-ratelimit-remaining": 0,
    "x-ratelimit-reset": ttlInSeconds,
    "retry-after": ttlInSeconds,
  });
  throw new AppError("rate_limited");
}

/**
 * Answers 429 `rate_limited` with `Retry-After` when `outcome` is over its limit. Under it, the
 * `X-RateLimit-*` headers show whichever limit of the request has the fewest requests left.
 */
function enforce(outcome: Outcome, reply: FastifyReply): void {
  if (outcome.isAllowed) return;
  if (outcome.isExceeded) refuse(outcome, reply);
  const { max, remaining, ttlInSeconds } = outcome;
  const shown = Number(reply.getHeader("x-ratelimit-remaining") ?? Number.POSITIVE_INFINITY);
  if (remaining < shown) {
    reply.headers({
      "x-ratelimit-limit": max,
      "x-ratelimit-remaining": remaining,
      "x-ratelimit-reset": ttlInSeconds,
    });
  }
}

/**
 * A limit of `max` requests a minute per `key` (counted in Redis when the API has one, like every limit),
 * as a hook: 429 `rate_limited` over it. For routes exempt from the per-IP and per-account limits that count
 * their callers another way (the bot API, per bot token).
 */
export function createKeyedRateLimit(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiter = app.createRateLimit({ max, keyGenerator: key });
  return async (request, reply) => enforce(await limiter(request), reply);
}

/** A limit on failures alone: successes are never counted, so they are never refused by others' failures. */
export interface FailureLimit {
  /** 429 `rate_limited` once `key` has used up its failures this minute; call it before the work that can fail. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failure of `key`; 429 `rate_limited` when it is one too many (a burst checked all at once). */
  fail(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * A limit of `max` failures a minute per `key` (counted in Redis when the API has one, like every limit), for
 * work whose successes must not count, e.g. bot authentication per client address: guesses are limited, a
 * valid token's traffic is not.
 */
export function createFailureLimit(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
): FailureLimit {
  const limiter = app.createRateLimit({ max, keyGenerator: key });
  return {
    check: async (request, reply) => {
      const outcome = await limiter(request, { increment: false });
      if (!outcome.isAllowed && outcome.remaining === 0) refuse(outcome, reply);
    },
    fail: async (request, reply) => enforce(await limiter(request), reply),
  };
}

/** Routes that opt out with `config: { rateLimit: false }` (health checks, Stripe's webhook, the bot API). */
const exempt = (request: FastifyRequest) => request.routeOptions.config.rateLimit === false;

/**
 * The API's rate limits, all counted per minute in Redis when `redis` is given (else in this process):
 *
 * - per client IP, `RATE_LIMIT_MAX`: an `onRequest` hook added here, before every route's own hooks, so it
 *   answers 429 before any authentication work. The IP is `request.ip`, which follows `TRUST_PROXY`.
 * - per route, a stricter limit where a route sets `config: { rateLimit: { max } }` (sign-in and account
 *   creation), also keyed by IP, in that route's `onRequest` hooks.
 * - per account, `ACCOUNT_RATE_LIMIT_MAX`: once the request has `request.account` (set by `requireAccount`
 *   in the routes' `onRequest` hooks), checked in `preParsing`, before the body is read; `preHandler` checks
 *   again for a request authenticated later than `onRequest`. Counted across every IP of the account.
 *
 * Call before the routes are registered.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config["rateLimit"],
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: config.perMinute,
    timeWindow: "1 minute",
    // While Redis does not answer, requests go through uncounted (src/redis.ts logs the outage once).
    ...(redis && { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true }),
    // The route limits throw this; the error handler answers it as `rate_limited`.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "rate_limited",
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });

  const perIp = app.createRateLimit();
  // Behind a proxy with TRUST_PROXY unset, every client shares the proxy's address: say so once.
  let proxyUnnoticed = "hops" in app.config.trustProxy && app.config.trustProxy.hops === 0;
  app.addHook("onRequest", async (request, reply) => {
    if (proxyUnnoticed && request.headers["x-forwarded-for"] !== undefined) {
      proxyUnnoticed = false;
      request.log.warn(
        "X-Forwarded-For received while TRUST_PROXY trusts no proxy: rate limits count the peer address " +
          `(${request.ip}); behind a proxy, set TRUST_PROXY`,
      );
    }
    if (!exempt(request)) enforce(await perIp(request), reply);
  });

  const perAccount = app.createRateLimit({
    max: config.accountPerMinute,
    keyGenerator: (request) => `account:${request.account?.id}`,
  });
  // A flag on the request: it is gone with the request and costs a field, where a set of requests would cost
  // an entry and a lookup per request.
  app.decorateRequest("accountCounted", false);
  // Callback hooks, not async ones: a request with nothing (more) to count goes on at once, with no promise.
  const limitAccount = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!request.account || request.accountCounted || exempt(request)) return done();
    request.accountCounted = true;
    perAccount(request).then((outcome) => {
      try {
        enforce(outcome, reply);
      } catch (error) {
        return done(error as Error);
      }
      done();
    }, done);
  };
  app.addHook("preParsing", (request, reply, _payload, done) => limitAccount(request, reply, done));
  app.addHook("preHandler", limitAccount);
}
