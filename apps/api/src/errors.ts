import { API_ERROR_STATUS, type ApiErrorCode, apiError } from "@chartbot/error-messages/api";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { POOL_WAIT_MS } from "./db/open-database.js";
import { oncePer } from "./log-throttle.js";

/** An error the API answers on purpose: a code from the shared catalogue and, for 4xx, a user message. */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  /** Sent as `Retry-After` (seconds): how long the client should wait, e.g. what Discord asked us to wait. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ApiErrorCode,
    readonly userMessage?: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(userMessage ?? code, options);
    this.status = API_ERROR_STATUS[code];
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const FASTIFY_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad_request",
  FST_ERR_CTP_INVALID_JSON_BODY: "bad_request",
};

/** Socket errors and PostgreSQL's shutdown and connection-failure SQLSTATEs. */
const DATABASE_DOWN = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08006",
  "08001",
  "08003",
]);

/**
 * node-postgres's own errors for a connection it lost or could not open; they carry no code. "... is not
 * queryable" is what a query (often drizzle's rollback of a transaction) gets on a client whose connection
 * already failed.
 */
const DATABASE_DOWN_MESSAGE = /Connection terminated|is not queryable/i;

/**
 * node-postgres's pool gives this to a request that waited its whole `POOL_WAIT_MS` for a client: while every
 * client was in use, or while the new ones could not connect.
 */
const POOL_WAIT_TIMEOUT_MESSAGE = /timeout exceeded when trying to connect/i;

type ErrorChainLink = { code?: unknown; cause?: unknown; message?: unknown };

/** Whether `error` or any error in its chain of causes (drizzle wraps the driver's) matches. */
function inCauses(error: unknown, matches: (link: ErrorChainLink) => boolean): boolean {
  for (let e = error as ErrorChainLink | undefined; e; e = e.cause as ErrorChainLink | undefined) {
    if (matches(e)) return true;
  }
  return false;
}

/** Whether an error means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauses(
    error,
    (e) =>
      (typeof e.code === "string" && DATABASE_DOWN.has(e.code)) ||
      (typeof e.message === "string" &&
        (DATABASE_DOWN_MESSAGE.test(e.message) || POOL_WAIT_TIMEOUT_MESSAGE.test(e.message))),
  );
}

/** How long a request refused for a busy pool is told to wait. */
const BUSY_POOL_RETRY_AFTER_SECONDS = 2;

/**
 * A request that waited in vain for a client was refused by a busy pool, not a database that is down, when
 * PostgreSQL answered the pool this recently: it is answering now. A request queued just before an outage
 * times out `POOL_WAIT_MS` later, when the last answer is older than this, and stays "database unavailable".
 */
const ANSWERING_NOW_MS = 500;

function describeValidation(error: FastifyError): string {
  // The contract's zod issues, and the control-character refusal (plugins/control-characters.ts), which has
  // their shape: "field.path: message".
  if (hasZodFastifySchemaValidationErrors(error) || error.validation?.[0]?.keyword === "control_character") {
    const [first] = error.validation ?? [];
    const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return field ? `${field}: ${first?.message}` : (first?.message ?? "The request is invalid.");
  }
  return error.message;
}

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed URL or an over-long path parameter before
 * any hook or error handler runs; answer those in the one error shape too (Fastify's own answer echoes
 * the URL and, for long parameters, says 414).
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.code(400).send(apiError("bad_request"));
}

/** Answers every error with `{ error: { code, message } }` and the matching status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(apiError("not_found", `No route for ${request.method} ${request.url.split("?")[0]}.`));
  });

  // At most one line a while for a busy pool, whatever the number of requests it refuses.
  const logBusyPool = oncePer(10_000);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Shed load is logged once in a while by the load shedding, not once per request.
      if (error.status >= 500 && error.code !== "overloaded")
        request.log.error({ err: error.cause ?? error }, error.code);
      if (error.code === "auth_unavailable") reply.header("retry-after", "5");
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return reply.code(error.status).send(apiError(error.code, error.userMessage));
    }
    if (error.validation) {
      return reply.code(400).send(apiError("validation_failed", describeValidation(error)));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.code(API_ERROR_STATUS[mapped]).send(apiError(mapped));
    if (error.statusCode === 429) return reply.code(429).send(apiError("rate_limited"));
    // Every client was in use while PostgreSQL kept answering: the API is busy, not the database down.
    if (
      inCauses(error, (e) => typeof e.message === "string" && POOL_WAIT_TIMEOUT_MESSAGE.test(e.message)) &&
      app.database.answeredWithin?.(ANSWERING_NOW_MS)
    ) {
      if (logBusyPool()) {
        request.log.warn(
          { pool: app.database.poolUsage?.() },
          `no database connection came free within ${POOL_WAIT_MS} ms: answering 503 overloaded`,
        );
      }
      return reply
        .code(503)
        .header("retry-after", String(BUSY_POOL_RETRY_AFTER_SECONDS))
        .send(apiError("overloaded"));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send(apiError("database_unavailable"));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode === 413 ? 413 : 400)
        .send(apiError(error.statusCode === 413 ? "payload_too_large" : "bad_request"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(apiError("internal_error"));
  });
}
