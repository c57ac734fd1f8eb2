import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DiscordTokens, DiscordUser } from "../../discord/discord-oauth.js";
import { AppError } from "../../errors.js";
import { verifyCredential } from "../../plugins/authenticate.js";
import { startSession } from "../../sessions/start-session.js";
import { addEndpoint } from "../endpoint-route.js";
import { signInWithDiscord } from "./sign-in-with-discord.js";

const REFUSED = "Your Discord sign-in could not be confirmed. Please sign in again.";

/** Whether `redirect` is exactly one of the allowed redirect URIs (no query, fragment or other host). */
export function isAllowedRedirect(redirect: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  const normalised = `${url.origin}${url.pathname}`;
  // The parser drops tabs, newlines and outer spaces and lowercases the host, but Discord receives
  // `redirect` as written: accept it only when it already is the form that was checked.
  if (redirect !== normalised) return false;
  return allowList.some((allowed) => {
    const entry = new URL(allowed);
    return `${entry.origin}${entry.pathname}` === normalised;
  });
}

/**
 * The Discord user behind an OAuth2 code from our authorize request, with the grant Discord gave: the redirect must
 * be an allowed one (else `redirect_not_allowed`), then the code is exchanged and the user read.
 */
export async function authorizedDiscordUser(
  app: FastifyInstance,
  { code, redirect }: { code: string; redirect: string },
): Promise<{ user: DiscordUser; tokens: DiscordTokens }> {
  if (!isAllowedRedirect(redirect, app.config.redirectAllowList)) throw new AppError("redirect_not_allowed");
  const oauth = app.discord.requireOAuth();
  const tokens = await oauth.exchangeCode(code, redirect);
  return { user: await oauth.currentUser(tokens.access_token), tokens };
}

/** `POST /api/account/create`: Discord OAuth2 code in, Firebase custom token out. */
export const createAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(
    app,
    accountEndpoints.create,
    async (request, reply) => {
      const { user, tokens } = await authorizedDiscordUser(app, request.body);
      const oauth = app.discord.requireOAuth();
      const account = await signInWithDiscord(app.database.db, app.identity.auth, app.config.encryption, {
        user,
        tokens,
      }).catch(async (error: unknown) => {
        // Refused (an email in use, or unverified): the grant Discord just gave is not kept, so end it there too.
        await oauth
          .revoke(tokens.refresh_token)
          .catch((revokeError: unknown) =>
            request.log.warn({ err: revokeError }, "revoking a Discord grant failed"),
          );
        throw error;
      });
      const token = await app.identity.auth.createCustomToken(account.firebaseUid);
      // From the dashboard, the API session starts in the same answer: its first API call does not wait for the
      // browser to trade the custom token at Firebase for an ID token and start one. Only from the dashboard's
      // origin, as for `POST /api/session`: another site cannot sign a visitor into someone else's account.
      if (request.headers.origin === app.config.origins.dashboard) {
        const identity = await verifyCredential(app.identity.auth.getUser(account.firebaseUid), REFUSED);
        // A disabled user gets no session; its Firebase sign-in with the token fails as before.
        if (!identity.disabled) {
          await startSession(request, reply, {
            account,
            emailVerified: identity.emailVerified,
            photoUrl: identity.photoURL ?? null,
            authenticatedAt: new Date(),
          });
        }
      }
      return { token };
    },
    { config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: "1 minute" } } },
  );
};
