import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccount } from "../../plugins/authenticate.js";
import { auditLogRoutes } from "./audit-log.js";
import { channelOverrideRoutes } from "./channel-overrides.js";
import { communitySettingsRoutes } from "./communities.js";
import { layoutRoutes } from "./layouts.js";
import { licensedBotRoutes } from "./licensed-bot.js";
import { satelliteRoutes } from "./satellites.js";
import { scheduledPostRoutes } from "./scheduled-posts.js";

/** Everything about the communities the caller administers; verified accounts only. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);
  await app.register(communitySettingsRoutes);
  await app.register(satelliteRoutes);
  await app.register(scheduledPostRoutes);
  await app.register(layoutRoutes);
  await app.register(licensedBotRoutes);
  await app.register(channelOverrideRoutes);
  await app.register(auditLogRoutes);
};
