import { sessionEndpoints } from "@chartbot/contracts/endpoints/session";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ensureAccount } from "../data/accounts/ensure-account.js";
import { AppError } from "../errors.js";
import { verifiedUserFrom } from "../identity/verified-user.js";
import {
  isSignInRevoked,
  RECENT_SIGN_IN_MS,
  requireAccount,
  requireUser,
  SESSION_COOKIE,
  signedInAt,
  verifyCredential,
  verifyIdToken,
} from "../plugins/authenticate.js";
import { clearSessionCookies } from "../plugins/session-cookies.js";
import { startSession } from "../sessions/start-session.js";
import { addEndpoint } from "./endpoint-route.js";
import { pageRequest } from "./paging.js";

/** A session starts only from a sign-in this recent: a stolen, older ID token cannot start one. */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

const TOO_OLD = "Your sign-in is too old to start a session. Please sign in again.";
const SIGNED_OUT = "This sign-in was signed out. Please sign in again.";
const REFUSED_BY_PROVIDER = "Your sign-in could not be confirmed. Please sign in again.";

/**
 * Sessions of our own: Firebase proves who signs in, the API decides who stays signed in. A session is a row
 * (the cookie holds a random secret, the row its hash), so ending it ends every copy of the cookie.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app;
  const checkIdentity = async (uid: string, authenticatedAt: Date) => {
    // One call to Firebase per sign-in (never per request): a disabled user, or a sign-in Firebase revoked.
    const identity = await verifyCredential(app.identityCheck({ firebaseUid: uid }), REFUSED_BY_PROVIDER);
    if (identity.disabled) throw new AppError("unauthenticated", "This account is disabled.");
    if (identity.revokedAt && authenticatedAt < identity.revokedAt) {
      throw new AppError("unauthenticated", "Your sign-in has been revoked. Please sign in again.");
    }
    return identity;
  };

  addEndpoint(
    app,
    sessionEndpoints.start,
    async (request, reply) => {
      const decoded = await verifyIdToken(request, request.body.idToken);
      const authenticatedAt = signedInAt(decoded);
      if (Date.now() - authenticatedAt.getTime() > FRESH_SIGN_IN_MS) {
        throw new AppError("unauthenticated", TOO_OLD);
      }
      const identity = await checkIdentity(decoded.uid, authenticatedAt);
      const account = await ensureAccount(app.database.db, verifiedUserFrom(decoded));
      if (
        identity.revokedAt &&
        (!account.signInsValidAfter || account.signInsValidAfter < identity.revokedAt)
      ) {
        await sessions.endStartedBefore(account.id, identity.revokedAt);
      }
      if (
        isSignInRevoked(account, authenticatedAt) ||
        (await sessions.wasSignInEnded(account.id, authenticatedAt))
      ) {
        throw new AppError("unauthenticated", SIGNED_OUT);
      }
      await startSession(request, reply, {
        account,
        emailVerified: decoded.email_verified === true,
        photoUrl: decoded.picture ?? null,
        authenticatedAt,
      });
      return reply.code(204).send(null);
    },
    { config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: "1 minute" } } },
  );

  addEndpoint(
    app,
    sessionEndpoints.get,
    async (request) => {
      const user = request.user as NonNullable<FastifyRequest["user"]>;
      const authenticatedAt = request.authenticatedAt ?? new Date(0);
      return {
        uid: user.uid,
        displayName: user.displayName ?? null,
        email: user.email ?? null,
        emailVerified: user.emailVerified,
        photoURL: user.photoURL ?? null,
        recentSignInUntil: new Date(authenticatedAt.getTime() + RECENT_SIGN_IN_MS).toISOString(),
      };
    },
    { onRequest: requireUser },
  );

  addEndpoint(
    app,
    sessionEndpoints.refresh,
    async (request, reply) => {
      const { session, account } = request;
      if (!session || !account) throw new AppError("unauthenticated", "This needs the session cookie.");
      const decoded = await verifyIdToken(request, request.body.idToken);
      if (decoded.uid !== account.firebaseUid) {
        throw new AppError("forbidden", "This ID token belongs to another user.");
      }
      const authenticatedAt = signedInAt(decoded);
      await sessions.updateIdentity(session, {
        emailVerified: decoded.email_verified === true,
        photoUrl: decoded.picture ?? null,
      });
      if (
        Date.now() - authenticatedAt.getTime() <= FRESH_SIGN_IN_MS &&
        authenticatedAt > session.authenticatedAt
      ) {
        const identity = await checkIdentity(decoded.uid, authenticatedAt);
        await sessions.markAuthenticated(session, authenticatedAt);
        if (identity.revokedAt) await sessions.endStartedBefore(account.id, identity.revokedAt);
      }
      return reply.code(204).send(null);
    },
    {
      onRequest: requireUser,
      config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: "1 minute" } },
    },
  );

  addEndpoint(app, sessionEndpoints.end, async (request, reply) => {
    const signedIn = await sessions.find(request.cookies[SESSION_COOKIE]);
    if (signedIn) await sessions.end(signedIn.account.id, signedIn.session.id);
    return clearSessionCookies(reply, app.config).code(204).send(null);
  });

  addEndpoint(
    app,
    sessionEndpoints.list,
    async (request) => {
      const account = request.account as NonNullable<FastifyRequest["account"]>;
      const page = await sessions.list(account.id, pageRequest(request.query, "sessions"));
      return {
        items: page.items.map((row) => ({
          id: row.id,
          device: row.device,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          current: row.id === request.session?.id,
        })),
        nextCursor: page.nextCursor,
      };
    },
    { onRequest: requireAccount },
  );

  addEndpoint(
    app,
    sessionEndpoints.endOne,
    async (request, reply) => {
      const account = request.account as NonNullable<FastifyRequest["account"]>;
      const { sessionId } = request.params;
      const ended = await sessions.end(account.id, sessionId);
      if (!ended) throw new AppError("not_found", "This session has already ended.");
      if (sessionId === request.session?.id) clearSessionCookies(reply, app.config);
      return reply.code(204).send(null);
    },
    { onRequest: requireAccount },
  );

  addEndpoint(
    app,
    sessionEndpoints.endOthers,
    async (request, reply) => {
      const account = request.account as NonNullable<FastifyRequest["account"]>;
      const keep = request.query.keep === "current" ? request.session : undefined;
      const ended = await sessions.endAll(account.id, keep ? { except: keep.id } : {});
      if (!keep) {
        await verifyCredential(
          app.identity.auth.revokeRefreshTokens(account.firebaseUid),
          REFUSED_BY_PROVIDER,
        );
        clearSessionCookies(reply, app.config);
      }
      return reply.send({ ended });
    },
    { onRequest: requireAccount },
  );
};
