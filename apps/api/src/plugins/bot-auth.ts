import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type BotTokenInfo, verifyBotToken } from "../data/bot-tokens/bot-tokens.js";
import { AppError } from "../errors.js";
import { createFailureLimit, createKeyedRateLimit } from "./rate-limits.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The bot token a bot API request authenticated with. */
    botToken?: BotTokenInfo;
  }
}

const MALFORMED = "The bot API needs `Authorization: Bearer cbb_<token id>_<secret>` (a bot service token).";
const REFUSED = "This bot token is unknown, revoked or expired.";

/** The bot token of an authenticated bot API request (its routes run after `registerBotAuth`'s hook). */
export function botTokenOf(request: FastifyRequest): BotTokenInfo {
  if (!request.botToken) throw new AppError("unauthenticated", MALFORMED);
  return request.botToken;
}

/**
 * The bot API's authentication, for the plugin that holds its routes (encapsulated: it applies to those
 * routes only):
 * - every route is exempt from the per-IP and per-account limits (`config.rateLimit: false`);
 * - `Authorization: Bearer cbb_…` only: no session cookie, no ID token, no personal `cbt_` token. A token
 *   that is unknown, has the wrong secret, is revoked or has expired is refused with 401 `unauthenticated`;
 * - refusals are counted per client address (`request.ip`, which follows `TRUST_PROXY`): past
 *   `BOT_AUTH_FAILURE_MAX` a minute every request from that address is 429 `rate_limited`, before its token is
 *   looked at, until the minute is over. Accepted tokens are not counted, so a bot at another address is never
 *   refused for someone else's guesses;
 * - then a limit of its own per token, `BOT_RATE_LIMIT_MAX` a minute, shared through Redis like the others.
 * Browsers are refused earlier, for every `/api/bot/*` path (see `registerOriginCheck`).
 */
export function registerBotAuth(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, rateLimit: false };
  });
  const limitToken = createKeyedRateLimit(
    app,
    app.config.rateLimit.botTokenPerMinute,
    (request) => `bot-token:${request.botToken?.id}`,
  );
  const refusals = createFailureLimit(
    app,
    app.config.rateLimit.botAuthFailuresPerMinute,
    (request) => `bot-auth-failures:${normalizeIP(request.ip)}`,
  );
  app.addHook("onRequest", async (request, reply) => {
    await refusals.check(request, reply);
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer (\S{1,200})$/.exec(header);
    const token = match ? await verifyBotToken(request.server.database.db, match[1] as string) : undefined;
    if (!token) {
      await refusals.fail(request, reply);
      throw new AppError("unauthenticated", match ? REFUSED : MALFORMED);
    }
    request.botToken = token;
    await limitToken(request, reply);
  });
}
