import { BOT_API_PREFIX } from "@chartbot/contracts/bot";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAccountRoutes } from "./account/create-account.js";
import { discordLinkRoutes } from "./account/discord-link.js";
import { profileRoutes } from "./account/profile.js";
import { alertRoutes } from "./alerts/alerts.js";
import { botRoutes } from "./bot/index.js";
import { communityRoutes } from "./communities/index.js";
import { discordServerRoutes } from "./discord/servers.js";
import { healthRoutes } from "./health.js";
import { noticePreferenceRoutes, noticeRoutes } from "./notices/notices.js";
import { paymentRoutes } from "./payments/payments.js";
import { priceRoutes } from "./prices/prices.js";
import { publicApiRoutes } from "./public-api.js";
import { relayUrlRoutes } from "./relays/relay-url.js";
import { servicesRoutes } from "./services.js";
import { sessionRoutes } from "./session.js";
import { subscriptionRoutes } from "./subscriptions/subscriptions.js";
import { tradingRoutes } from "./trading/index.js";

/** Every route, mounted under /api. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(servicesRoutes);
  await app.register(createAccountRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(discordLinkRoutes);
  await app.register(alertRoutes);
  await app.register(priceRoutes);
  await app.register(noticeRoutes);
  await app.register(noticePreferenceRoutes);
  await app.register(tradingRoutes);
  await app.register(paymentRoutes);
  await app.register(subscriptionRoutes);
  await app.register(communityRoutes);
  await app.register(discordServerRoutes);
  // The relay URLs: no account, the secret in the path is the credential.
  await app.register(relayUrlRoutes);
  // The public API (personal API tokens): the same alert, price and community plugins again, under /api/v1.
  await app.register(publicApiRoutes, { prefix: "/v1" });
  // The bot API: its own authentication (bot service tokens), rate limit and no CORS.
  await app.register(botRoutes, { prefix: BOT_API_PREFIX.slice("/api".length) });
};
