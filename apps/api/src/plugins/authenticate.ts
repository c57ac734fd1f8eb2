import type { FastifyReply, FastifyRequest } from "fastify";
import { type Account, ensureAccount } from "../data/accounts/ensure-account.js";
import { AppError } from "../errors.js";
import { type VerifiedUser, verifiedUserFrom } from "../identity/verified-user.js";

/**
 * Longest wait for Firebase to verify a credential. Outside the emulator that may download Google's public
 * keys and check revocation over the network; a network that drops packets would otherwise hang requests.
 * Generous, because a credential that times out is refused: an overloaded moment must not sign users out.
 */
export const VERIFY_TIMEOUT_MS = 10_000;

/** `verification`, or a rejection once it has taken `VERIFY_TIMEOUT_MS`: the credential is then refused. */
export function withinVerifyTimeout<T>(verification: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("credential verification timed out")), VERIFY_TIMEOUT_MS);
  });
  return Promise.race([verification, timeout]).finally(() => clearTimeout(timer));
}

/** Name of the HttpOnly cookie that carries the Firebase session (the only cookie some hosts forward). */
export const SESSION_COOKIE = "__session";

declare module "fastify" {
  interface FastifyRequest {
    user?: VerifiedUser;
    account?: Account;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header);
  if (!match) throw new AppError("unauthenticated", "The Authorization header must be `Bearer <ID token>`.");
  return match[1];
}

/** Resolves the caller from a Bearer ID token or the session cookie; 401 when neither is valid. */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const { auth } = request.server.identity;
  const token = bearerToken(request);
  const cookie = request.cookies[SESSION_COOKIE];
  try {
    if (token) request.user = verifiedUserFrom(await withinVerifyTimeout(auth.verifyIdToken(token, true)));
    else if (cookie) {
      request.user = verifiedUserFrom(await withinVerifyTimeout(auth.verifySessionCookie(cookie, true)));
    }
  } catch (error) {
    request.log.info({ code: (error as { code?: string }).code }, "rejected credentials");
    throw new AppError("unauthenticated", "Your sign-in has expired or is invalid. Please sign in again.");
  }
  if (!request.user) throw new AppError("unauthenticated");
}

/** Like `requireUser`, and the email must be verified; loads (or creates) the caller's account row. */
export async function requireAccount(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  const user = request.user as VerifiedUser;
  if (!user.emailVerified) throw new AppError("email_not_verified");
  request.account = await ensureAccount(request.server.database.db, user);
}

/** The account loaded by `requireAccount`; only call it in routes guarded by it. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error("route is missing the requireAccount guard");
  return request.account;
}
