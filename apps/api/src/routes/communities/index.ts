import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccount } from "../../plugins/authenticate.js";
import type { RegistrationOptions } from "../registration.js";
import { auditLogRoutes } from "./audit-log.js";
import { channelOverrideRoutes } from "./channel-overrides.js";
import { communitySettingsRoutes } from "./communities.js";
import { diagnosisRoutes } from "./diagnosis.js";
import { layoutRoutes } from "./layouts.js";
import { licensedBotRoutes } from "./licensed-bot.js";
import { relayRoutes } from "./relays.js";
import { satelliteRoutes } from "./satellites.js";
import { scheduledPostRoutes } from "./scheduled-posts.js";
import { usageRoutes } from "./usage.js";

/**
 * Everything about the communities the caller administers; verified accounts only. Registered for the dashboard
 * and again for the public API (`RegistrationOptions`), which leaves out setting up a server and the Bot License
 * (a bot token is a secret that needs a recent sign-in).
 */
export const communityRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, options) => {
  app.addHook("onRequest", options.authenticate ?? requireAccount);
  await app.register(communitySettingsRoutes, { publicApi: options.publicApi });
  await app.register(satelliteRoutes);
  await app.register(scheduledPostRoutes);
  await app.register(layoutRoutes);
  await app.register(relayRoutes);
  if (!options.publicApi) await app.register(licensedBotRoutes);
  await app.register(channelOverrideRoutes);
  await app.register(auditLogRoutes);
  await app.register(diagnosisRoutes);
  await app.register(usageRoutes);
};
