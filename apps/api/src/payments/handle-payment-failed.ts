import { markSubscriptionPastDue } from "../data/subscriptions/mark-subscription-past-due.js";
import { type StripeEvent, StripeInvoiceSchema } from "./stripe-objects.js";
import {
  type EventEffect,
  eventCreatedAt,
  ignoreEvent,
  SameSecondConflict,
  type WebhookContext,
} from "./webhook-context.js";

/** `invoice.payment_failed`: the invoice's subscription is past due until a later event says otherwise. */
export function handlePaymentFailed(ctx: WebhookContext, event: StripeEvent): EventEffect | undefined {
  const parsed = StripeInvoiceSchema.safeParse(event.data.object);
  if (!parsed.success) return ignoreEvent(ctx, event, "the object is not an invoice");
  const subscriptionId = parsed.data.parent?.subscription_details?.subscription ?? parsed.data.subscription;
  if (!subscriptionId) return ignoreEvent(ctx, event, "the invoice is not for a subscription");
  return async (tx) => {
    const outcome = await markSubscriptionPastDue(tx, subscriptionId, eventCreatedAt(event));
    if (outcome === "tie") throw new SameSecondConflict(subscriptionId);
    return outcome;
  };
}
