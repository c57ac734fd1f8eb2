import { ErrorResponses } from "@chartbot/contracts/errors";
import { PaymentRedirectSchema } from "@chartbot/contracts/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { stripeFailure } from "../../payments/stripe-failure.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";

/** `POST /api/payments/portal`: a Stripe Billing Portal session to manage payment and subscriptions. */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.addHook("onRequest", requireAccount);

  app.post(
    "/payments/portal",
    {
      schema: {
        tags: ["payments"],
        summary: "Opens the Stripe Billing Portal; answers the URL to send the browser to",
        description: "409 conflict when the account has never checked out (no billing account yet).",
        response: { 200: PaymentRedirectSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      if (!stripe) throw new AppError("payments_not_configured");
      const customer = accountOf(request).stripeCustomerId;
      if (!customer) {
        throw new AppError("conflict", "You have no billing account yet. Subscribe to an add-on first.");
      }
      const session = await stripe.billingPortal.sessions
        .create({ customer, return_url: `${app.config.origins.dashboard}/subscriptions` })
        .catch((error: unknown) => {
          throw stripeFailure(error);
        });
      return { url: session.url };
    },
  );
};
