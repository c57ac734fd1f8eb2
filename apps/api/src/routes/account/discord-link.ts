import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { openSecret } from "../../crypto/secret-box.js";
import { discordLinkOf } from "../../data/accounts/discord-link.js";
import { linkDiscord, unlinkDiscord } from "../../data/accounts/link-discord-account.js";
import { grantSealContext } from "../../data/discord/discord-grant.js";
import { AppError } from "../../errors.js";
import { hasPassword } from "../../identity/sign-in-methods.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { authorizedDiscordUser } from "./create-account.js";

/** Linking Discord to the signed-in account (or reconnecting it) and unlinking it, from Account Settings. */
export const discordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);
  const { auth } = app.identity;

  addEndpoint(
    app,
    accountEndpoints.linkDiscord,
    async (request) => {
      const { user, tokens } = await authorizedDiscordUser(app, request.body);
      const account = accountOf(request);
      const linked = await linkDiscord(app.database.db, app.config.encryption, account, { user, tokens });
      if (linked.outcome === "already_linked") throw new AppError("discord_already_linked");
      const link = await discordLinkOf(
        app.database.db,
        { ...account, discordUserId: user.id, discordUsername: user.username },
        hasPassword(await auth.getUser(account.firebaseUid)),
      );
      if (!link) throw new Error("Discord link missing right after linking");
      return link;
    },
    {
      preHandler: requireRecentSignIn,
      config: { rateLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: "1 minute" } },
    },
  );

  addEndpoint(
    app,
    accountEndpoints.unlinkDiscord,
    async (request, reply) => {
      const account = accountOf(request);
      if (!hasPassword(await auth.getUser(account.firebaseUid))) throw new AppError("last_sign_in_method");
      const sealed = await unlinkDiscord(app.database.db, account.id);
      if (sealed && app.discord.oauth) {
        // Best effort: the grant is gone here whatever Discord says.
        const { oauth } = app.discord;
        const context = grantSealContext(account.id, "refresh");
        await Promise.resolve()
          .then(() => oauth.revoke(openSecret(app.config.encryption, sealed, context)))
          .catch((error: unknown) => request.log.warn({ err: error }, "revoking the Discord grant failed"));
      }
      return reply.code(204).send(null);
    },
    { preHandler: requireRecentSignIn },
  );
};
