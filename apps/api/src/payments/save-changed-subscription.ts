import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../db/open-database.js";
import { applySubscriptionSnapshot } from "./apply-subscription-snapshot.js";
import { StripeSubscriptionSchema } from "./stripe-objects.js";
import { subscriptionState } from "./subscription-state.js";

/**
 * Saves the subscription Stripe answered a change with, so the dashboard shows it before the webhook
 * arrives. It counts as read from Stripe at this second (Stripe's resolution): an event of a later second
 * still wins, and the webhook of this very change says the same.
 */
export async function saveChangedSubscription(
  db: Db,
  log: FastifyBaseLogger,
  changed: Stripe.Subscription,
): Promise<void> {
  const parsed = StripeSubscriptionSchema.safeParse(changed);
  if (!parsed.success) {
    log.warn(
      { stripeSubscriptionId: changed.id },
      "stripe answered a change with an unreadable subscription",
    );
    return;
  }
  const second = new Date(Math.floor(Date.now() / 1000) * 1000);
  await db.transaction((tx) =>
    applySubscriptionSnapshot(tx, log, parsed.data, subscriptionState(parsed.data), second, {
      fromStripe: true,
    }),
  );
}
