import { DiscordServerListQuerySchema, DiscordServerListSchema } from "@chartbot/contracts/discord";
import { ErrorResponses } from "@chartbot/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";

/** The server picker of My Communities: the Discord servers the user manages, with or without Chartbot. */
export const discordServerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);

  app.get(
    "/discord/servers",
    {
      schema: {
        tags: ["communities"],
        summary: "The Discord servers the user owns or has Manage Server or Administrator in",
        description:
          "Read with the user's Discord grant and cached for 5 minutes (refresh=true reads again, and re-checks the user's access to every community). discord_not_linked / discord_reconnect_required (409) without a usable grant; discord_rate_limited (429, Retry-After) when Discord asks to slow down.",
        querystring: DiscordServerListQuerySchema,
        response: { 200: DiscordServerListSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      app.discord.serverList(accountOf(request).id, { refresh: request.query.refresh === "true" }),
  );
};
