import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerBotAuth } from "../../plugins/bot-auth.js";
import { botReportRoutes } from "./reports.js";

/**
 * The bot API, mounted under `/api/bot/v1`: what the Chartbot bot reads (a community's configuration, the
 * change feed, active alerts) and reports. Every route here is authenticated by a bot service token only.
 */
export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBotAuth(app);
  await app.register(botReportRoutes);
};
