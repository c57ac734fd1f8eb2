import type { AddonSlug } from "@chartbot/addons";
import type { FastifyBaseLogger } from "fastify";
import { findBillingAccount } from "../data/subscriptions/find-billing-account.js";
import { findSubscriptionByStripeId } from "../data/subscriptions/find-subscription-by-stripe-id.js";
import {
  type StripeSubscriptionState,
  saveStripeSubscription,
} from "../data/subscriptions/save-stripe-subscription.js";
import type { Db } from "../db/open-database.js";
import type { StripeSubscription } from "./stripe-objects.js";
import { addonOf } from "./subscription-state.js";
import type { EventOutcome } from "./webhook-context.js";

/**
 * Saves a Stripe subscription snapshot taken at `createdAt`. A new row's owner comes from `hints` (the
 * checkout's metadata), the subscription's own metadata, or the Stripe customer; its add-on from the
 * same or from the price's lookup key.
 */
export async function applySubscriptionSnapshot(
  tx: Db,
  log: FastifyBaseLogger,
  subscription: StripeSubscription,
  state: StripeSubscriptionState,
  createdAt: Date,
  hints: { accountId?: string | undefined; addon?: AddonSlug | undefined } = {},
): Promise<EventOutcome> {
  const existing = await findSubscriptionByStripeId(tx, subscription.id);
  const accountId =
    existing?.accountId ??
    (await findBillingAccount(tx, {
      accountId: hints.accountId ?? subscription.metadata.accountId,
      customerId: subscription.customer,
    }));
  const addonSlug = existing?.addonSlug ?? hints.addon ?? addonOf(subscription);
  if (!accountId || !addonSlug) {
    log.warn(
      { stripeSubscriptionId: subscription.id, accountFound: Boolean(accountId), addon: addonSlug },
      "stripe subscription matches no account or add-on",
    );
    return "ignored";
  }
  const row = await saveStripeSubscription(tx, { accountId, addonSlug }, state, createdAt);
  return row ? "applied" : "stale";
}
