import { serviceEndpoints } from "@chartbot/contracts/endpoints/services";
import { SERVICES_MAX_AGE_SECONDS, type Services } from "@chartbot/contracts/services";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentsConfigured } from "../payments/stripe-client.js";
import { addEndpoint } from "./endpoint-route.js";

/**
 * `GET /api/services`: which optional services this deployment has, from the same configuration the 503s
 * (`discord_not_configured`, `payments_not_configured`) come from. Public and the same for everyone: the
 * marketing site may read it too (without credentials, see `registerCors`), and browsers and CDNs may cache it.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The configuration is fixed for the process's life: the answer is computed once.
  const services: Services = {
    discordSignIn: app.discord.oauth !== undefined,
    discordBot: app.discord.bot !== undefined,
    payments: paymentsConfigured(app.config.stripe),
  };

  addEndpoint(app, serviceEndpoints.get, async (_request, reply) => {
    reply.header("cache-control", `public, max-age=${SERVICES_MAX_AGE_SECONDS}`);
    return services;
  });
};
