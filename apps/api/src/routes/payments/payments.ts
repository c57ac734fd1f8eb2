import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billingRoutes } from "./billing.js";
import { checkoutRoutes } from "./checkout.js";
import { portalRoutes } from "./portal.js";
import { webhookRoutes } from "./webhook.js";

/**
 * Stripe Checkout, the Billing Portal, Stripe's webhook, invoices and the billing email, with the app's one
 * Stripe client (`app.stripe`). Changes to a subscription are under `/subscriptions` (`subscriptionRoutes`).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutRoutes);
  await app.register(portalRoutes);
  await app.register(webhookRoutes);
  await app.register(billingRoutes);
};
