import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type TrustProxy, trustsPeer } from "./trust-proxy.js";

/** The header a load balancer or proxy names the request with, and the API answers it in. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an id taken from a proxy may look like: no spaces, quotes or control characters for the log. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in `X-Request-Id` (so one request keeps one id from the
 * load balancer's log to ours, across replicas), or a new random UUID; an id from anyone else, or one that
 * does not look like an id, is ignored (a client must not choose what our log lines say).
 */
export function requestIdsFor(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (typeof sent === "string" && REQUEST_ID.test(sent) && trusted(request.socket.remoteAddress))
      return sent;
    return randomUUID();
  };
}
