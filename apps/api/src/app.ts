import type { IncomingMessage, ServerResponse } from "node:http";
import cookie from "@fastify/cookie";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import securityHeadersMiddleware from "helmet";
import type { Redis } from "ioredis";
import type { PgBoss } from "pg-boss";
import type Stripe from "stripe";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/open-database.js";
import { createDiscord } from "./discord/discord.js";
import { DiscordService } from "./discord/discord-service.js";
import { createMailer, type Mailer } from "./email/mailer.js";
import { answerFrameworkError, registerErrorHandling } from "./errors.js";
import { checkIdentityWith, createIdentity, type Identity } from "./identity/identity.js";
import { scheduleHourlyJobs } from "./jobs/schedule-hourly-jobs.js";
import { serializeError } from "./log-errors.js";
import { redactingLogMethod, serializeRequest } from "./log-requests.js";
import { createStripeClient } from "./payments/stripe-client.js";
import { refusingControlCharacters } from "./plugins/control-characters.js";
import { registerDocs } from "./plugins/docs.js";
import { serializerCompiler } from "./plugins/fast-serializer.js";
import { registerLoadShedding } from "./plugins/load-shedding.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerCors, registerOriginCheck } from "./plugins/origin-policy.js";
import { registerRateLimits } from "./plugins/rate-limits.js";
import { connectRedis } from "./redis.js";
import { REQUEST_ID_HEADER, requestIdsFor } from "./request-ids.js";
import { routes } from "./routes/index.js";
import { type IdentityCheck, SessionStore } from "./sessions/session-store.js";
import { fastifyTrustProxy } from "./trust-proxy.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Discord: its OAuth2 (users) and bot clients (each undefined when not configured), grants and servers. */
    discord: DiscordService;
    identity: Identity;
    /** Asks the identity provider whether an account may still sign in (once per sign-in, not per request). */
    identityCheck: IdentityCheck;
    sessions: SessionStore;
    /** The Stripe client, undefined when payments are not configured (`paymentsConfigured`). */
    stripe: Stripe | undefined;
    /** Redis, when `REDIS_URL` is set (shared rate-limit counters); optional to availability. */
    redis: Redis | undefined;
    /** pg-boss, when this process runs the background jobs on PostgreSQL (`jobs/schedule-hourly-jobs.ts`). */
    jobEngine?: PgBoss;
    /** Sends the notice emails over SMTP, when they are on (`config.email`); closed with the app. */
    mailer: Mailer | undefined;
  }
}

/** Routes whose writes change the account row (profile, Stripe customer, sessions). */
const ACCOUNT_WRITES = /^\/api\/(account|payments|sessions?)(\/|\?|$)/;

/** The app with the zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildOptions {
  /** Use this database instead of opening the configured one (tests share one per file); not closed with the app. */
  database?: Database;
  /** Logger settings (a test may read the lines from `stream`); tests pass `false`. @default the configured level */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Run the hourly jobs, `jobs/hourly-jobs.ts` (the server does; tests call the jobs themselves). */
  backgroundJobs?: boolean;
}

/**
 * The headers a middleware like helmet's sets on a response, read once: with options that do not depend on
 * the request (no CSP nonces), they are the same on every answer, so each request copies them instead of
 * running a dozen middleware functions.
 */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error("the security headers middleware did not finish at once");
  return headers;
}

/** Builds the API: plugins, error handling, docs and every route. Call `close()` to release everything. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const securityHeaders = {
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  } as const;
  const securityHeaderValues = headersSetBy(securityHeadersMiddleware(securityHeaders));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof options.logger === "object" && options.logger),
            redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
            // Errors are logged without the values of a failed statement (webhook secrets, emails, names).
            // Request lines carry the URL without a relay's secret (log-requests.ts).
            serializers: { err: serializeError, req: serializeRequest },
            hooks: { logMethod: redactingLogMethod },
          },
    bodyLimit: 100_000,
    // `request.ip` (the rate limits' key) reads X-Forwarded-For only from the proxies TRUST_PROXY names.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Request ids: a trusted proxy's X-Request-Id, or a random UUID (unique across replicas); answered too.
    genReqId: requestIdsFor(config.trustProxy),
    // The router refuses malformed URLs and over-long path parameters before any hook runs, helmet's
    // included: give those answers the same security headers and the one error shape.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaderValues);
      answerFrameworkError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  const identity = createIdentity(config.firebase);
  const identityCheck = checkIdentityWith(identity.auth);
  const sessions = new SessionStore(database.db, identityCheck);
  await sessions.start(database);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate(
    "discord",
    new DiscordService(createDiscord(config.discord, redis), database.db, config.encryption),
  );
  app.decorate("identity", identity);
  app.decorate("identityCheck", identityCheck);
  app.decorate("sessions", sessions);
  app.decorate("redis", redis);
  app.decorate("stripe", createStripeClient(config.stripe));
  const mailer = config.email ? createMailer(config.email) : undefined;
  app.decorate("mailer", mailer);
  // A write to the account itself changes what its cached sessions hold: this process forgets them at once
  // (other processes, and this one again, hear it from the database's notification a moment later).
  app.addHook("onResponse", (request, _reply, done) => {
    if (request.account && request.method !== "GET" && ACCOUNT_WRITES.test(request.url)) {
      sessions.forgetAccount(request.account.id);
    }
    done();
  });
  app.addHook("onClose", async () => {
    await sessions.stop();
    await identity.close();
    redis?.disconnect();
    mailer?.close();
    if (!options.database) await database.close();
  });

  if (options.backgroundJobs) scheduleHourlyJobs(app);

  registerErrorHandling(app);
  // The security headers helmet sets, read once above: the same on every answer (the @fastify/helmet plugin
  // built helmet's middleware again on every request, for per-route options no route uses).
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeaderValues);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await registerLoadShedding(app, config.maxEventLoopDelayMs);
  registerMetrics(app, config.metricsToken);
  await app.register(cookie);
  await registerCors(app);
  // After helmet and CORS (headers only), so a 429 carries them; before the routes and their authentication.
  await registerRateLimits(app, config.rateLimit, redis);
  registerOriginCheck(app);
  await registerDocs(app);
  await app.register(routes, { prefix: "/api" });
  return app;
}
