import { API_ERROR_STATUS, type ApiErrorCode, apiError } from "@chartbot/error-messages/api";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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
const DATABASE_DOWN_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|is not queryable/i;

/** Whether an error means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined; e; ) {
    if (typeof e.code === "string" && DATABASE_DOWN.has(e.code)) return true;
    if (typeof e.message === "string" && DATABASE_DOWN_MESSAGE.test(e.message)) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

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
