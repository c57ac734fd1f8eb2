import { getAddon } from "@chartbot/addons";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { refreshAlertHolds } from "../alerts/alert-holds.js";
import { noticeSubscriptionState } from "../notices/subscription-notices.js";
import { refreshSatelliteSlotNotices } from "../satellites/satellite-notices.js";
import { findSubscriptionByStripeId } from "./find-subscription-by-stripe-id.js";
import type { SubscriptionRow } from "./list-subscriptions.js";
import { trimSurplusSlots } from "./trim-surplus-slots.js";

export type SubscriptionStatus = SubscriptionRow["status"];

/** What a Stripe subscription says, already mapped to our statuses. */
export interface StripeSubscriptionState {
  stripeSubscriptionId: string;
  status: SubscriptionStatus;
  quantity: number;
  stripePriceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * What saving a snapshot did: `applied` (the row is `row`), `stale` (an event created later was applied
 * already), or `tie` (one created in the same second says something else: the order between the two is
 * unknown, only Stripe can settle it).
 */
export type SaveSubscriptionResult =
  | { outcome: "applied"; row: SubscriptionRow }
  | { outcome: "stale" }
  | { outcome: "tie" };

/** The communities the subscription's slots are in. */
async function slotCommunities(db: Db, subscriptionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ communityId: addonSlots.communityId })
    .from(addonSlots)
    .where(eq(addonSlots.subscriptionId, subscriptionId));
  return rows.flatMap((slot) => (slot.communityId ? [slot.communityId] : []));
}

/**
 * Creates or updates the subscription row from a Stripe snapshot taken at `eventCreated`, unless an
 * event created later was applied already (Stripe does not deliver in order). An event of the same second
 * (Stripe's `created` has one-second resolution) is applied only when it says the same as the row, or when
 * `fromStripe`: the snapshot was read from Stripe after that second, so it is at least as new as both.
 * Slot assignments beyond a lowered quantity are removed, newest first. A subscription becoming past due
 * records when (its grace period starts then). The row's owner and add-on are set
 * on creation only. Its owner's `payment_failed` and `addon_lapsing` notices follow the saved row.
 */
export async function saveStripeSubscription(
  db: Db,
  owner: { accountId: string; addonSlug: string },
  state: StripeSubscriptionState,
  eventCreated: Date,
  { fromStripe }: { fromStripe: boolean },
): Promise<SaveSubscriptionResult> {
  const stored = subscriptions.stripeEventCreated;
  const sameAsRow = sql`(${subscriptions.status}, ${subscriptions.quantity}, ${subscriptions.stripePriceId},
    ${subscriptions.currentPeriodEnd}, ${subscriptions.cancelAtPeriodEnd}) is not distinct from
    (excluded.status, excluded.quantity, excluded.stripe_price_id, excluded.current_period_end,
    excluded.cancel_at_period_end)`;
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...owner,
      ...state,
      pastDueSince: state.status === "past_due" ? eventCreated : null,
      stripeEventCreated: eventCreated,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        status: sql`excluded.status`,
        quantity: sql`excluded.quantity`,
        stripePriceId: sql`excluded.stripe_price_id`,
        currentPeriodEnd: sql`excluded.current_period_end`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        // A subscription that stays past due keeps the start of its grace period.
        pastDueSince: sql`case when excluded.status = 'past_due' and ${subscriptions.status} = 'past_due'
          then coalesce(${subscriptions.pastDueSince}, excluded.past_due_since) else excluded.past_due_since end`,
        stripeEventCreated: sql`excluded.stripe_event_created`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${stored} is null or ${stored} < excluded.stripe_event_created
        or (${stored} = excluded.stripe_event_created and (${sql.raw(String(fromStripe))} or ${sameAsRow}))`,
    })
    .returning();
  if (row) {
    // Satellite slots lapsing, trimmed or back: the satellites they covered get or lose their notices.
    const satelliteCommunities =
      getAddon(row.addonSlug)?.unit === "satellite" ? await slotCommunities(db, row.id) : [];
    await trimSurplusSlots(db, row);
    await refreshSatelliteSlotNotices(db, satelliteCommunities);
    // Price Alerts on or off: the owner's channel alerts are held or given back with it.
    if (row.addonSlug === "price-alerts") await refreshAlertHolds(db, { accountId: row.accountId });
    await noticeSubscriptionState(db, row);
    return { outcome: "applied", row };
  }
  // The conflicting row is locked by the statement above until the transaction ends.
  const current = await findSubscriptionByStripeId(db, state.stripeSubscriptionId);
  return current?.stripeEventCreated?.getTime() === eventCreated.getTime()
    ? { outcome: "tie" }
    : { outcome: "stale" };
}
