import type { FastifyRequest } from "fastify";

/**
 * A relay URL's secret in a path (`/api/relay/<id>/<secret>`, the public API's copy too): the relay id is kept
 * (an operator needs to know which relay), the secret never reaches a log line.
 */
const RELAY_SECRET = /(\/relay\/[^/?#\s]*\/)[^?#\s]*/g;

/** `text` with every relay secret in it replaced by `[secret]`. */
export function redactRelaySecrets(text: string): string {
  return text.replace(RELAY_SECRET, "$1[secret]");
}

/** The logger's `req` serializer: Fastify's fields, the URL without a relay's secret. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactRelaySecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger's hook on every call: string arguments lose relay secrets too (Fastify's "Route POST:<url> not
 * found" line writes the URL into the message).
 */
export function redactingLogMethod(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === "string" ? redactRelaySecrets(arg) : arg)),
  );
}
