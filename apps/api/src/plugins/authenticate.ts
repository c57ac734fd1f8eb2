import type { FastifyReply, FastifyRequest } from "fastify";
import type { DecodedIdToken } from "firebase-admin/auth";
import { type Account, ensureAccount } from "../data/accounts/ensure-account.js";
import type { Actor } from "../data/communities/audit-log.js";
import { AppError } from "../errors.js";
import { isFirebaseUnavailable } from "../identity/firebase-errors.js";
import { type VerifiedUser, verifiedUserFrom } from "../identity/verified-user.js";
import type { Session } from "../sessions/session-store.js";

/**
 * Longest wait for Firebase to verify a credential. Outside the emulator that may download Google's public
 * keys (cached for hours); a network that drops packets would otherwise hang requests.
 */
export const VERIFY_TIMEOUT_MS = 10_000;

/** A sensitive action needs a sign-in (or re-authentication) at most this long ago. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

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
      if (isFirebaseUnavailable(error)) throw new AppError("auth_unavailable", undefined, { cause: error });
      throw new AppError("unauthenticated", refusal, { cause: error });
    })
    .finally(() => clearTimeout(timer));
}

const REFUSED = "Your sign-in has expired or is invalid. Please sign in again.";
const ENDED = "Your session has ended. Please sign in again.";

/**
 * Verifies a Firebase ID token locally: signature (Google's public keys, cached), expiry, audience and issuer.
 * No revocation check over the network: revocation comes from our own records (`signInsValidAfter`).
 */
export function verifyIdToken(request: FastifyRequest, idToken: string): Promise<DecodedIdToken> {
  return verifyCredential(request.server.identity.auth.verifyIdToken(idToken, false), REFUSED);
}

/** When the person behind a token last proved who they are. */
export const signedInAt = (token: DecodedIdToken) => new Date(token.auth_time * 1000);

/** Name of the HttpOnly cookie that carries the session secret (the only cookie some hosts forward). */
export const SESSION_COOKIE = "__session";

declare module "fastify" {
  interface FastifyRequest {
    user?: VerifiedUser;
    account?: Account;
    /** The session, when the caller signed in with the session cookie (not with a Bearer token). */
    session?: Session;
    /** When the caller last proved who they are (sign-in or re-authentication). */
    authenticatedAt?: Date;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header);
  if (!match) throw new AppError("unauthenticated", "The Authorization header must be `Bearer <ID token>`.");
  return match[1];
}

/** Whether the account ended this sign-in ("sign out everywhere", a credential change). */
export function isSignInRevoked(account: Account, authenticatedAt: Date): boolean {
  return account.signInsValidAfter !== null && authenticatedAt < account.signInsValidAfter;
}

/**
 * Resolves the caller from a Bearer ID token (verified locally) or else the session cookie (one indexed read,
 * then memory); 401 when neither is valid. Either way the account row is loaded.
 */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (token) {
    const decoded = await verifyIdToken(request, token).catch((error: unknown) => {
      const cause = (error as { cause?: { code?: string } }).cause;
      request.log.info({ code: cause?.code, answer: (error as AppError).code }, "ID token not accepted");
      throw error;
    });
    const user = verifiedUserFrom(decoded);
    const account = await ensureAccount(request.server.database.db, user);
    const authenticatedAt = signedInAt(decoded);
    if (isSignInRevoked(account, authenticatedAt)) throw new AppError("unauthenticated", ENDED);
    request.user = user;
    request.account = account;
    request.authenticatedAt = authenticatedAt;
    return;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) throw new AppError("unauthenticated");
  const signedIn = await request.server.sessions.find(cookie);
  if (!signedIn) throw new AppError("unauthenticated", ENDED);
  const { session, account } = signedIn;
  request.user = {
    uid: account.firebaseUid,
    email: account.email ?? undefined,
    emailVerified: session.emailVerified,
    displayName: account.displayName ?? undefined,
    photoURL: session.photoUrl ?? undefined,
  };
  request.account = account;
  request.session = session;
  request.authenticatedAt = session.authenticatedAt;
}

/** Like `requireUser`, and the email must be verified. */
export async function requireAccount(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user?.emailVerified) throw new AppError("email_not_verified");
}

/**
 * For sensitive actions, after `requireAccount`: the caller signed in or re-authenticated within
 * `RECENT_SIGN_IN_MS`; otherwise 403 `recent_sign_in_required` (the dashboard asks them to confirm it is them).
 */
export async function requireRecentSignIn(request: FastifyRequest): Promise<void> {
  const at = request.authenticatedAt;
  if (!at || Date.now() - at.getTime() > RECENT_SIGN_IN_MS) throw new AppError("recent_sign_in_required");
}

/**
 * Who makes a change, for a community's audit log: the account, and the personal API token of a public API
 * call (`requireApiToken`); only call it in routes guarded by `requireAccount` or `requireApiToken`.
 */
export function actorOf(request: FastifyRequest): Actor {
  return { accountId: accountOf(request).id, apiTokenId: request.apiToken?.id ?? null };
}

/** The account loaded by `requireAccount`; only call it in routes guarded by it. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error("route is missing the requireAccount guard");
  return request.account;
}
