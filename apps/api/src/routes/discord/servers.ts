import { discordEndpoints } from "@chartbot/contracts/endpoints/discord";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";

/** The server picker of My Communities: the Discord servers the user manages, with or without Chartbot. */
export const discordServerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);

  addEndpoint(app, discordEndpoints.servers, async (request) =>
    app.discord.serverList(accountOf(request).id, { refresh: request.query.refresh === "true" }),
  );
};
