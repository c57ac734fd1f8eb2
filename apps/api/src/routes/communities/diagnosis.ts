import { diagnosisEndpoints } from "@chartbot/contracts/endpoints/diagnosis";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { diagnoseCommunityChannel, type LinkTargets } from "../../diagnosis/channel-diagnosis.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";

/** Where a diagnosis's fixes point: the dashboard and the Discord application of this API. */
export const linkTargetsOf = (app: FastifyInstance): LinkTargets => ({
  dashboardOrigin: app.config.origins.dashboard,
  authorizeUrl: app.config.discord.authorizeUrl,
  clientId: app.config.discord.clientId,
});

/** A channel's diagnosis for the community's admins: why Chartbot would not answer there, and the fixes. */
export const diagnosisRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, diagnosisEndpoints.channel, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    return diagnoseCommunityChannel({
      db: app.database.db,
      discord: app.discord,
      community,
      channelId: request.query.channelId,
      command: request.query.command,
      accountId: accountOf(request).id,
      targets: linkTargetsOf(app),
      onDiscordError: (error) => request.log.warn({ err: error }, "diagnosis: Discord could not be read"),
    });
  });
};
