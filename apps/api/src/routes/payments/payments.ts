import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { createStripeClient } from "../../payments/stripe-client.js";
import { subscriptionChangeRoutes } from "../subscriptions/subscription-changes.js";
import { billingRoutes } from "./billing.js";
import { checkoutRoutes } from "./checkout.js";
import { portalRoutes } from "./portal.js";
import { webhookRoutes } from "./webhook.js";

/** Options of the payment route plugins: the Stripe client, absent when payments are not configured. */
export interface PaymentRouteOptions {
  stripe: Stripe | undefined;
}

/**
 * Stripe Checkout, the Billing Portal, Stripe's webhook, invoices and the billing email, and changes to
 * subscriptions, sharing one Stripe client.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = createStripeClient(app.config.stripe);
  await app.register(checkoutRoutes, { stripe });
  await app.register(portalRoutes, { stripe });
  await app.register(webhookRoutes, { stripe });
  await app.register(billingRoutes, { stripe });
  await app.register(subscriptionChangeRoutes, { stripe });
};
