import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import { isPublicApiUrl } from "./api-token-auth.js";
import { SESSION_COOKIE } from "./authenticate.js";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The bot API's paths: server-to-server only, never from a browser. */
export const isBotApiPath = (url: string) => /^\/api\/bot(\/|\?|$)/.test(url);

/** The relay URLs (`/api/relay/<id>/<secret>`): the secret in the path is the credential, cookies mean nothing. */
export const isRelayUrlPath = (url: string) => /^\/api\/relay\//.test(url);

const FROM_BROWSER =
  "The bot API does not accept requests from browsers (the request has an Origin header): call it from a server.";

/** A `GET` of `path`, or the preflight of one. */
const isGetOf = (request: FastifyRequest, path: string) =>
  request.url.split("?")[0] === path &&
  (request.method === "GET" || request.headers["access-control-request-method"] === "GET");

/** The one thing the marketing site's scripts may do with the user's cookie: ask who is signed in. */
const isWhoAmI = (request: FastifyRequest) => isGetOf(request, "/api/session");

/** The marketing site may also read which services are on (no user data: without credentials). */
const isServices = (request: FastifyRequest) => isGetOf(request, "/api/services");

/**
 * Which origins may use the session cookie, in two layers (registered apart, so the per-IP rate limit runs
 * between them: after CORS, so a 429 carries its headers, and before anything else):
 * - CORS: the dashboard may call everything with credentials except the server-to-server APIs (the bot API,
 *   `/api/bot/*`, the public API, `/api/v1`, and the relay URLs, `/api/relay/*`: no CORS to anyone); the marketing site only `GET /api/session`
 *   (with credentials) and `GET /api/services` (without); any other origin nothing (no CORS headers, so browsers hide the answer and refuse to send preflighted
 *   requests).
 * - An `Origin` check, since CORS does not stop a simple cross-site POST from being sent: every write that
 *   carries the session cookie, and every `POST /api/session` (no signing a visitor into an attacker's
 *   account), must come from the dashboard's origin. Requests authenticated by an `Authorization` header
 *   carry no ambient credential and are not checked; nor are requests without the cookie, which are not
 *   signed in.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const { web, dashboard } = app.config.origins;
  await app.register(cors, {
    hook: "onRequest",
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      // The bot API and the public API (personal API tokens) are server-to-server: no browser origin gets CORS.
      // So are the relay URLs (TradingView, scripts).
      const url = request.url ?? "";
      if (isBotApiPath(url) || isPublicApiUrl(url) || isRelayUrlPath(url)) {
        callback(null, { origin: false });
      } else if (origin === dashboard) {
        callback(null, {
          origin: dashboard,
          credentials: true,
          methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
        });
      } else if (origin === web && isWhoAmI(request as FastifyRequest)) {
        callback(null, { origin: web, credentials: true, methods: ["GET"] });
      } else if (origin === web && isServices(request as FastifyRequest)) {
        callback(null, { origin: web, credentials: false, methods: ["GET"] });
      } else {
        callback(null, { origin: false });
      }
    },
  });
}

/**
 * The `Origin` check of cookie-authenticated writes (see `registerCors` for the whole policy), and of the bot
 * API: any request to `/api/bot/*` with an `Origin` header came from a browser and is refused (403
 * `origin_not_allowed`), before any authentication; those paths never get CORS headers either.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  const { dashboard } = app.config.origins;
  /** Why the request is refused, if it is. */
  const refusal = (request: FastifyRequest): AppError | undefined => {
    if (request.headers.origin !== undefined && isBotApiPath(request.url)) {
      return new AppError("origin_not_allowed", FROM_BROWSER);
    }
    if (!UNSAFE_METHODS.has(request.method) || request.headers.authorization) return undefined;
    // The public API ignores cookies (personal API tokens only): there is no ambient credential to protect.
    if (isPublicApiUrl(request.url)) return undefined;
    // Nor does a relay URL: its secret is the credential, whoever's browser posts to it.
    if (isRelayUrlPath(request.url)) return undefined;
    // Starting a session needs no cookie, but from another site it would sign the visitor in as someone else.
    const startsSession = request.method === "POST" && request.routeOptions.url === "/api/session";
    if (!startsSession && request.cookies[SESSION_COOKIE] === undefined) return undefined;
    if (request.headers.origin === dashboard) return undefined;
    request.log.info({ origin: request.headers.origin }, "cookie-authenticated write from another origin");
    return new AppError("origin_not_allowed");
  };
  // A callback hook: the check does no I/O, so every request goes on at once, with no promise.
  app.addHook("onRequest", (request, _reply, done) => done(refusal(request)));
}
