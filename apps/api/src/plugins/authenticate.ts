import type { FastifyReply, FastifyRequest } from "fastify";
import { type Account, ensureAccount } from "../data/accounts/ensure-account.js";
import { AppError } from "../errors.js";
import { type VerifiedUser, verifiedUserFrom } from "../identity/verified-user.js";

/**
 * Longest wait for Firebase to verify a credential. Outside the emulator that may download Google's public
 * keys and check revocation over the network; a network that drops packets would otherwise hang requests.
 */
export const VERIFY_TIMEOUT_MS = 10_000;

/** Firebase error codes that say the check could not be made, not that the credential is bad. */
const UNAVAILABLE_CODES = new Set(["app/network-error", "app/network-timeout", "auth/internal-error"]);

/**
 * `verification`, mapped to the API's errors: when it takes longer than `VERIFY_TIMEOUT_MS` or Firebase
 * cannot be reached, 503 `auth_unavailable` (the client retries and keeps the user signed in); any other
 * failure means the credential is refused, 401 `unauthenticated` with `refusal` as the message.
 */
export function verifyCredential<T>(verification: Promise<T>, refusal: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AppError("auth_unavailable")), VERIFY_TIMEOUT_MS);
  });
  return Promise.race([verification, timeout])
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string } | undefined)?.code ?? "";
      if (UNAVAILABLE_CODES.has(code)) throw new AppError("auth_unavailable", undefined, { cause: error });
      throw new AppError("unauthenticated", refusal, { cause: error });
    })
    .finally(() => clearTimeout(timer));
}

const REFUSED = "Your sign-in has expired or is invalid. Please sign in again.";

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
    if (token)
      request.user = verifiedUserFrom(await verifyCredential(auth.verifyIdToken(token, true), REFUSED));
    else if (cookie) {
      request.user = verifiedUserFrom(
        await verifyCredential(auth.verifySessionCookie(cookie, true), REFUSED),
      );
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    request.log.info({ code: cause?.code, answer: (error as AppError).code }, "credentials not accepted");
    throw error;
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
