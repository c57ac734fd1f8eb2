import { ErrorResponses } from "@chartbot/contracts/errors";
import { SERVICES_MAX_AGE_SECONDS, type Services, ServicesSchema } from "@chartbot/contracts/services";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentsConfigured } from "../payments/stripe-client.js";

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

  app.get(
    "/services",
    {
      schema: {
        tags: ["health"],
        security: [],
        summary: "Which optional services this deployment has (Discord sign-in, the Discord bot, payments)",
        description: `Public and unauthenticated; the same answer for everyone (\`Cache-Control: public, max-age=${SERVICES_MAX_AGE_SECONDS}\`). The apps disable the buttons of a service that is off, with the reason, instead of answering 503 after the click.`,
        response: { 200: ServicesSchema, 429: ErrorResponses[429] },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${SERVICES_MAX_AGE_SECONDS}`);
      return services;
    },
  );
};
