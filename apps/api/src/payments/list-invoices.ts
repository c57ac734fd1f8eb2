import { INVOICE_STATUSES, type Invoice, type InvoiceList } from "@chartbot/contracts/payments";
import type Stripe from "stripe";
import { stripeFailure } from "./stripe-failure.js";

/** How many invoices the Subscriptions page lists; the billing portal has them all. */
export const INVOICES_LISTED = 24;

/** Stripe's invoice status in ours; a status Stripe may add later reads as unknown (null). */
const statusOf = (status: Stripe.Invoice["status"]): Invoice["status"] =>
  INVOICE_STATUSES.find((known) => known === status) ?? null;

/** The customer's latest invoices (receipts once paid), newest first, with Stripe's links. */
export async function listInvoices(stripe: Stripe, customer: string): Promise<InvoiceList> {
  const page = await stripe.invoices.list({ customer, limit: INVOICES_LISTED }).catch((error: unknown) => {
    throw stripeFailure(error);
  });
  return {
    invoices: page.data.flatMap((invoice) =>
      invoice.id
        ? [
            {
              id: invoice.id,
              number: invoice.number,
              createdAt: new Date(invoice.created * 1000).toISOString(),
              totalCents: invoice.total,
              amountPaidCents: invoice.amount_paid,
              currency: invoice.currency,
              status: statusOf(invoice.status),
              hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
              pdfUrl: invoice.invoice_pdf ?? null,
            },
          ]
        : [],
    ),
    hasMore: page.has_more,
  };
}
