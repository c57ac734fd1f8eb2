import type { FastifyReply } from "fastify";
import type { Config } from "../config.js";
import { SESSION_COOKIE } from "./authenticate.js";

/**
 * Readable by the marketing site's scripts (not HttpOnly, holds no secret): says a session cookie was
 * set, so a signed-out visitor's page never asks `GET /api/session` and gets a 401 in its console.
 */
export const SIGNED_IN_HINT_COOKIE = "chartbot_signed_in";

function cookieOptions(config: Config) {
  return {
    path: "/",
    // Every request that needs the session comes from our own site (the dashboard's and the marketing
    // site's scripts): no cross-site request, not even a top-level navigation, carries it.
    sameSite: "strict",
    secure: config.production,
    ...(config.session.cookieDomain && { domain: config.session.cookieDomain }),
  } as const;
}

/** Sets the HttpOnly session cookie and its readable hint, both for `maxAgeSeconds`. */
export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  session: string,
  maxAgeSeconds: number,
) {
  const options = { ...cookieOptions(config), maxAge: maxAgeSeconds };
  return reply
    .setCookie(SESSION_COOKIE, session, { ...options, httpOnly: true })
    .setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false });
}

/** Clears the session cookie and its hint. */
export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const options = cookieOptions(config);
  return reply
    .clearCookie(SESSION_COOKIE, { ...options, httpOnly: true })
    .clearCookie(SIGNED_IN_HINT_COOKIE, options);
}
