/**
 * The logger's `err` serializer: an error as JSON (type, message, stack, its own fields and its causes), without
 * the values a failed statement carried. Drizzle's `DrizzleQueryError` writes the statement's parameters into
 * its message and stack ("Failed query: ... params: ...") and keeps them in `params`; PostgreSQL's errors repeat
 * row values in `detail` ("Key (email)=(...) already exists") and `where`. Those values are what users sent:
 * webhook addresses with their secret path, emails, names, keys. The statement itself is kept: it names the
 * table and columns, which is what an operator needs (docs/decisions/logs-without-statement-values.md).
 */

/** Fields of an error that hold a statement's values; never logged. */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where", "internalQuery"]);

/** How deep a chain of causes is followed (a cycle or a very long chain stops there). */
const MAX_CAUSES = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: unknown;
  [field: string]: unknown;
}

/** Drizzle's message for a failed statement, cut before its parameters. */
function withoutParameters(message: string): string {
  const at = message.search(/\nparams: /);
  return at === -1 ? message : message.slice(0, at);
}

function serializeOne(error: Error, depth: number): SerializedError {
  const message = withoutParameters(error.message);
  // The stack opens with "Name: message": with a multi-line message, everything up to the first frame.
  const stack = error.stack ?? "";
  const firstFrame = stack.search(/\n\s+at /);
  const frames = firstFrame === -1 ? "" : stack.slice(firstFrame);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === "cause" || field === "message" || field === "stack") continue;
    serialized[field] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = cause instanceof Error ? serializeOne(cause, depth + 1) : cause;
  }
  return serialized;
}

/** The `err` serializer: errors without their statement's values; anything else (pino passes it on) as it is. */
export function serializeError(error: Error): SerializedError {
  return error instanceof Error ? serializeOne(error, 0) : (error as SerializedError);
}
