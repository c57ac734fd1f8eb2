import { claimStripeEvent } from "../data/subscriptions/claim-stripe-event.js";
import { isStripeEventRecorded } from "../data/subscriptions/is-stripe-event-recorded.js";
import { handleCheckoutCompleted } from "./handle-checkout-completed.js";
import { handlePaymentFailed } from "./handle-payment-failed.js";
import { handleSubscriptionChange } from "./handle-subscription-change.js";
import type { StripeEvent } from "./stripe-objects.js";
import type { EventEffect, EventOutcome, WebhookContext } from "./webhook-context.js";

async function prepareEffect(ctx: WebhookContext, event: StripeEvent): Promise<EventEffect | undefined> {
  if (event.type === "checkout.session.completed") return handleCheckoutCompleted(ctx, event);
  if (event.type.startsWith("customer.subscription.")) return handleSubscriptionChange(ctx, event);
  if (event.type === "invoice.payment_failed") return handlePaymentFailed(ctx, event);
  return undefined;
}

/**
 * Applies a verified webhook event exactly once: the event id is recorded in the same transaction as its
 * effect, so a repeated delivery, even a concurrent one, finds it recorded and changes nothing.
 * Event types we do not handle are recorded too.
 */
export async function processStripeEvent(ctx: WebhookContext, event: StripeEvent): Promise<EventOutcome> {
  if (await isStripeEventRecorded(ctx.db, event.id)) return "duplicate";
  const effect = await prepareEffect(ctx, event);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, event))) return "duplicate";
    return effect ? effect(tx) : "ignored";
  });
}
