import { sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";
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
 * Creates or updates the subscription row from a Stripe snapshot taken at `eventCreated`, unless an
 * event created later was applied already (then nothing changes and undefined is returned: Stripe does
 * not deliver in order). Slot assignments beyond a lowered quantity are removed, newest first.
 * The row's owner and add-on are set on creation only.
 */
export async function saveStripeSubscription(
  db: Db,
  owner: { accountId: string; addonSlug: string },
  state: StripeSubscriptionState,
  eventCreated: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...owner, ...state, stripeEventCreated: eventCreated })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        status: sql`excluded.status`,
        quantity: sql`excluded.quantity`,
        stripePriceId: sql`excluded.stripe_price_id`,
        currentPeriodEnd: sql`excluded.current_period_end`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        stripeEventCreated: sql`excluded.stripe_event_created`,
        updatedAt: sql`now()`,
      },
      // Equal timestamps are applied: Stripe's `created` has one-second resolution.
      setWhere: sql`${subscriptions.stripeEventCreated} is null or ${subscriptions.stripeEventCreated} <= excluded.stripe_event_created`,
    })
    .returning();
  if (row) await trimSurplusSlots(db, row.id, row.quantity);
  return row;
}
