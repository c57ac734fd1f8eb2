import { claimStripeEvent } from "../data/subscriptions/claim-stripe-event.js";
import { isStripeEventRecorded } from "../data/subscriptions/is-stripe-event-recorded.js";
import { applySubscriptionSnapshot } from "./apply-subscription-snapshot.js";
import { handleCheckoutCompleted } from "./handle-checkout-completed.js";
import { handlePaymentFailed } from "./handle-payment-failed.js";
import { handleSubscriptionChange } from "./handle-subscription-change.js";
import { retrieveSubscription } from "./retrieve-subscription.js";
import type { StripeEvent } from "./stripe-objects.js";
import { subscriptionState } from "./subscription-state.js";
import {
  type EventEffect,
  type EventOutcome,
  eventCreatedAt,
  SameSecondConflict,
  type WebhookContext,
} from "./webhook-context.js";

async function prepareEffect(ctx: WebhookContext, event: StripeEvent): Promise<EventEffect | undefined> {
  if (event.type === "checkout.session.completed") return handleCheckoutCompleted(ctx, event);
  if (event.type.startsWith("customer.subscription.")) return handleSubscriptionChange(ctx, event);
  if (event.type === "invoice.payment_failed") return handlePaymentFailed(ctx, event);
  return undefined;
}

/**
 * The effect that settles a same-second disagreement: the subscription as Stripe has it now, which is at
 * least as new as both events, applied at the event's time. When Stripe does not know the subscription,
 * what was applied stays.
 */
async function settleFromStripe(
  ctx: WebhookContext,
  event: StripeEvent,
  stripeSubscriptionId: string,
): Promise<EventEffect> {
  ctx.log.info(
    { eventId: event.id, type: event.type, stripeSubscriptionId },
    "stripe event of the same second as the applied one disagrees: reading the subscription from Stripe",
  );
  const current = await retrieveSubscription(ctx, stripeSubscriptionId);
  if (!current) {
    ctx.log.warn({ eventId: event.id, stripeSubscriptionId }, "Stripe does not know the subscription");
    return async () => "stale";
  }
  return (tx) =>
    applySubscriptionSnapshot(tx, ctx.log, current, subscriptionState(current), eventCreatedAt(event), {
      fromStripe: true,
    });
}

/** Records the event and runs its effect in one transaction; "duplicate" when it was recorded already. */
function applyOnce(ctx: WebhookContext, event: StripeEvent, effect: EventEffect | undefined) {
  return ctx.db.transaction(async (tx): Promise<EventOutcome> => {
    if (!(await claimStripeEvent(tx, event))) return "duplicate";
    return effect ? effect(tx) : "ignored";
  });
}

/**
 * Applies a verified webhook event exactly once: the event id is recorded in the same transaction as its
 * effect, so a repeated delivery, even a concurrent one, finds it recorded and changes nothing.
 * Event types we do not handle are recorded too. Events are applied in the order Stripe created them; a
 * canceled subscription stays canceled unless a strictly newer event says otherwise, and two events of the
 * same second that disagree are settled by what Stripe says now.
 */
export async function processStripeEvent(ctx: WebhookContext, event: StripeEvent): Promise<EventOutcome> {
  if (await isStripeEventRecorded(ctx.db, event.id)) return "duplicate";
  try {
    return await applyOnce(ctx, event, await prepareEffect(ctx, event));
  } catch (error) {
    if (!(error instanceof SameSecondConflict)) throw error;
    return applyOnce(ctx, event, await settleFromStripe(ctx, event, error.stripeSubscriptionId));
  }
}
