import { ErrorResponses } from "@chartbot/contracts/errors";
import { BillingEmailBodySchema, BillingEmailSchema, InvoiceListSchema } from "@chartbot/contracts/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { readBillingEmail, saveBillingEmail } from "../../payments/billing-email.js";
import { listInvoices } from "../../payments/list-invoices.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";

/** The account's invoices and its billing email, both kept by Stripe on the account's customer. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.addHook("onRequest", requireAccount);
  const requireStripe = () => {
    if (!stripe) throw new AppError("payments_not_configured");
    return stripe;
  };

  app.get(
    "/payments/invoices",
    {
      schema: {
        tags: ["payments"],
        summary: "The latest invoices and receipts, newest first, with links to Stripe's page and PDF",
        description: "Empty until the account's first checkout.",
        response: { 200: InvoiceListSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const client = requireStripe();
      const customer = accountOf(request).stripeCustomerId;
      if (!customer) return { invoices: [], hasMore: false };
      return listInvoices(client, customer);
    },
  );

  app.get(
    "/payments/billing-email",
    {
      schema: {
        tags: ["payments"],
        summary: "Where invoices and receipts are sent (null before the first checkout)",
        response: { 200: BillingEmailSchema, ...ErrorResponses },
      },
    },
    async (request) => ({ email: await readBillingEmail(requireStripe(), accountOf(request)) }),
  );

  app.put(
    "/payments/billing-email",
    {
      schema: {
        tags: ["payments"],
        summary: "Sets where invoices and receipts are sent (creates the billing account if needed)",
        body: BillingEmailBodySchema,
        response: { 200: BillingEmailSchema, ...ErrorResponses },
      },
    },
    async (request) => ({
      email: await saveBillingEmail(requireStripe(), app.database.db, accountOf(request), request.body.email),
    }),
  );
};
