import { botLicenseEndpoints } from "@chartbot/contracts/endpoints/bot-license";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Community } from "../../data/communities/find-administered-community.js";
import { isAddonActive } from "../../data/communities/is-addon-active.js";
import { findLicensedBot } from "../../data/licensed-bots/find-licensed-bot.js";
import { presentLicensedBot } from "../../data/licensed-bots/licensed-bot.js";
import { saveLicensedBot } from "../../data/licensed-bots/save-licensed-bot.js";
import type { Db } from "../../db/open-database.js";
import { AppError } from "../../errors.js";
import { actorOf, requireRecentSignIn } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";
import { addonRequired } from "./community-messages.js";

const BOT_LICENSE = "bot-license";
const TOKEN_REQUIRED = {
  first: "Paste the bot's token: it is needed to submit the bot.",
  application_changed: "Paste the token of the new application: the saved token belongs to the previous one.",
} as const;

/** 402 `addon_required` unless Bot License is active in the community. */
async function requireBotLicense(db: Db, community: Community): Promise<void> {
  if (!(await isAddonActive(db, community.id, BOT_LICENSE))) {
    throw addonRequired(BOT_LICENSE, "run your own bot");
  }
}

/**
 * A community's own bot (Bot License add-on): its admins submit its name, avatar, Discord application and
 * token, then follow staff's steps (submitted, in review, live). The token is sealed and never sent back.
 */
export const licensedBotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, botLicenseEndpoints.get, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    await requireBotLicense(db, community);
    const bot = await findLicensedBot(db, community.id);
    return { licensedBot: bot ? presentLicensedBot(bot) : null };
  });

  addEndpoint(
    app,
    botLicenseEndpoints.save,
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      await requireBotLicense(db, community);
      const result = await saveLicensedBot(
        db,
        app.config.encryption,
        actorOf(request),
        community.id,
        request.body,
      );
      if (result.outcome === "token_required") {
        throw new AppError("validation_failed", TOKEN_REQUIRED[result.reason]);
      }
      return presentLicensedBot(result.bot);
    },
    {
      // A token is a secret like exchange keys: saving one needs a recent sign-in.
      preHandler: async (request) => {
        if ((request.body as { token?: unknown } | undefined)?.token !== undefined) {
          await requireRecentSignIn(request);
        }
      },
    },
  );
};
