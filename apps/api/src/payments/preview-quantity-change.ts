import type { QuantityPreview } from "@chartbot/contracts/subscriptions";
import type Stripe from "stripe";
import type { ChangeableSubscription } from "./find-changeable-subscription.js";
import { stripeFailure } from "./stripe-failure.js";

/**
 * What changing the slot count costs: Stripe's preview of the next invoice with the new quantity,
 * prorated from now. The proration date goes back to the caller, so the confirmed change is priced alike.
 */
export async function previewQuantityChange(
  stripe: Stripe,
  target: ChangeableSubscription,
  quantity: number,
): Promise<QuantityPreview> {
  const prorationDate = Math.floor(Date.now() / 1000);
  const invoice = await stripe.invoices
    .createPreview({
      customer: target.stripeSubscription.customer,
      subscription: target.stripeSubscriptionId,
      subscription_details: {
        items: [{ id: target.itemId, quantity }],
        proration_behavior: "create_prorations",
        proration_date: prorationDate,
      },
    })
    .catch((error: unknown) => {
      throw stripeFailure(error);
    });
  const prorationCents = invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration)
    .reduce((sum, line) => sum + line.amount, 0);
  const due = invoice.next_payment_attempt ?? invoice.period_end;
  return {
    quantity,
    currency: invoice.currency,
    prorationCents,
    nextInvoiceCents: invoice.total,
    nextInvoiceAt: due ? new Date(due * 1000).toISOString() : null,
    prorationDate,
  };
}
