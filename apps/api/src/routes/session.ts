import { ErrorResponses } from "@chartbot/contracts/errors";
import { CreateSessionBodySchema, SessionUserSchema } from "@chartbot/contracts/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, verifyCredential } from "../plugins/authenticate.js";
import { clearSessionCookies, setSessionCookies } from "../plugins/session-cookies.js";

const SESSION_DAYS = 5;

/**
 * Sessions for the marketing site: an HttpOnly cookie made from a Firebase ID token, plus a readable
 * hint cookie that tells the site whether asking `GET /api/session` is worth it.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/session",
    {
      config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["session"],
        summary: "Starts a session: exchanges a Firebase ID token for an HttpOnly session cookie",
        body: CreateSessionBodySchema,
        response: { 204: z.null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { auth } = app.identity;
      const expiresIn = SESSION_DAYS * 24 * 60 * 60 * 1000;
      const cookie = await verifyCredential(
        auth
          .verifyIdToken(request.body.idToken, true)
          .then(() => auth.createSessionCookie(request.body.idToken, { expiresIn })),
        "The ID token is invalid or expired.",
      );
      return setSessionCookies(reply, app.config, cookie, expiresIn / 1000)
        .code(204)
        .send(null);
    },
  );

  app.get(
    "/session",
    {
      onRequest: requireUser,
      schema: {
        tags: ["session"],
        summary: "The signed-in user, from the session cookie or an ID token; 401 when signed out",
        response: { 200: SessionUserSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const user = await app.identity.auth.getUser(request.user?.uid ?? "");
      return {
        displayName: user.displayName ?? null,
        email: user.email ?? null,
        emailVerified: user.emailVerified,
        photoURL: user.photoURL ?? null,
      };
    },
  );

  app.delete(
    "/session",
    {
      schema: {
        tags: ["session"],
        summary: "Ends the session: clears the session cookie",
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => clearSessionCookies(reply, app.config).code(204).send(null),
  );
};
