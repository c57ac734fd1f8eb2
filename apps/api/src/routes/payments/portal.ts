import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { stripeFailure } from "../../payments/stripe-failure.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";

/** `POST /api/payments/portal`: a Stripe Billing Portal session to manage payment and subscriptions. */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.addHook("onRequest", requireAccount);

  addEndpoint(app, paymentEndpoints.portal, async (request) => {
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
  });
};
