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
import { type EventOutcome, SameSecondConflict } from "./webhook-context.js";

export interface SnapshotOptions {
  /** The checkout's metadata: who and what a new row is for. */
  accountId?: string | undefined;
  addon?: AddonSlug | undefined;
  /** The snapshot was read from Stripe after the event: it also wins over an event of the same second. */
  fromStripe?: boolean;
}

/**
 * Saves a Stripe subscription snapshot taken at `createdAt`. A new row's owner comes from the options (the
 * checkout's metadata), the subscription's own metadata, or the Stripe customer; its add-on from the
 * same or from the price's lookup key. Throws `SameSecondConflict` when an event of the same second said
 * otherwise and the snapshot is not from Stripe.
 */
export async function applySubscriptionSnapshot(
  tx: Db,
  log: FastifyBaseLogger,
  subscription: StripeSubscription,
  state: StripeSubscriptionState,
  createdAt: Date,
  { accountId: accountHint, addon, fromStripe = false }: SnapshotOptions = {},
): Promise<EventOutcome> {
  const existing = await findSubscriptionByStripeId(tx, subscription.id);
  const accountId =
    existing?.accountId ??
    (await findBillingAccount(tx, {
      accountId: accountHint ?? subscription.metadata.accountId,
      customerId: subscription.customer,
    }));
  const addonSlug = existing?.addonSlug ?? addon ?? addonOf(subscription);
  if (!accountId || !addonSlug) {
    log.warn(
      { stripeSubscriptionId: subscription.id, accountFound: Boolean(accountId), addon: addonSlug },
      "stripe subscription matches no account or add-on",
    );
    return "ignored";
  }
  const saved = await saveStripeSubscription(tx, { accountId, addonSlug }, state, createdAt, { fromStripe });
  if (saved.outcome === "tie") throw new SameSecondConflict(subscription.id);
  return saved.outcome;
}
