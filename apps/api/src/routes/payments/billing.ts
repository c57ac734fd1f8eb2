import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { readBillingEmail, saveBillingEmail } from "../../payments/billing-email.js";
import { listInvoices } from "../../payments/list-invoices.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";

/** The account's invoices and its billing email, both kept by Stripe on the account's customer. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.addHook("onRequest", requireAccount);
  const requireStripe = () => {
    if (!stripe) throw new AppError("payments_not_configured");
    return stripe;
  };

  addEndpoint(app, paymentEndpoints.invoices, async (request) => {
    const client = requireStripe();
    const customer = accountOf(request).stripeCustomerId;
    if (!customer) return { invoices: [], hasMore: false };
    return listInvoices(client, customer);
  });

  addEndpoint(app, paymentEndpoints.billingEmail, async (request) => ({
    email: await readBillingEmail(requireStripe(), accountOf(request)),
  }));

  addEndpoint(app, paymentEndpoints.setBillingEmail, async (request) => ({
    email: await saveBillingEmail(requireStripe(), app.database.db, accountOf(request), request.body.email),
  }));
};
