import type { FastifyReply, FastifyRequest } from "fastify";
import type { Account } from "../data/accounts/ensure-account.js";
import { SESSION_COOKIE } from "../plugins/authenticate.js";
import { setSessionCookies } from "../plugins/session-cookies.js";
import { deviceSummary } from "./device-summary.js";
import { SESSION_IDLE_MS } from "./session-store.js";

/**
 * Starts a session for `account` in the browser that sent `request` and sets its cookies on `reply`. A browser
 * that signs in again replaces its session rather than keeping two. The caller has checked the sign-in.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: { account: Account; emailVerified: boolean; photoUrl: string | null; authenticatedAt: Date },
): Promise<void> {
  const { sessions, config } = request.server;
  const previous = await sessions.find(request.cookies[SESSION_COOKIE]);
  if (previous) await sessions.end(previous.account.id, previous.session.id, { replaced: true });
  const { secret } = await sessions.create({
    ...signIn,
    device: deviceSummary(request.headers["user-agent"]),
  });
  setSessionCookies(reply, config, secret, SESSION_IDLE_MS / 1000);
}
