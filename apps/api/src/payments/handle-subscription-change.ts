import { applySubscriptionSnapshot } from "./apply-subscription-snapshot.js";
import { type StripeEvent, StripeSubscriptionSchema } from "./stripe-objects.js";
import { subscriptionState } from "./subscription-state.js";
import { type EventEffect, eventCreatedAt, ignoreEvent, type WebhookContext } from "./webhook-context.js";

/**
 * `customer.subscription.*` (created, updated, deleted, paused, ...): every one carries the whole
 * subscription, so each is applied as a snapshot, unless a later one was applied already (one of the same
 * second that says otherwise is settled by Stripe: see `processStripeEvent`).
 */
export function handleSubscriptionChange(ctx: WebhookContext, event: StripeEvent): EventEffect | undefined {
  const parsed = StripeSubscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) return ignoreEvent(ctx, event, "the object is not a subscription");
  const subscription = parsed.data;
  const state = subscriptionState(subscription);
  if (event.type === "customer.subscription.deleted") state.status = "canceled";
  return (tx) => applySubscriptionSnapshot(tx, ctx.log, subscription, state, eventCreatedAt(event));
}
