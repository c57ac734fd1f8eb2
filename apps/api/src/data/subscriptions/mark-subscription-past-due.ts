import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";
import { noticeSubscriptionState } from "../notices/subscription-notices.js";
import { findSubscriptionByStripeId } from "./find-subscription-by-stripe-id.js";

/**
 * Marks a running subscription past due after a failed payment, unless a later Stripe event was applied
 * already; an ended subscription stays canceled. `tie`: a running (not past due) state was applied from
 * an event of the same second, so which came last is unknown and only Stripe can settle it. Applied, it raises
 * the owner's `payment_failed` notice (in the caller's transaction).
 */
export async function markSubscriptionPastDue(
  db: Db,
  stripeSubscriptionId: string,
  eventCreated: Date,
): Promise<"applied" | "ignored" | "tie"> {
  const stored = subscriptions.stripeEventCreated;
  const since = sql`${eventCreated.toISOString()}::timestamptz`;
  const changed = await db
    .update(subscriptions)
    .set({
      status: "past_due",
      // Still past due: the grace period keeps its start.
      pastDueSince: sql`case when ${subscriptions.status} = 'past_due'
        then coalesce(${subscriptions.pastDueSince}, ${since}) else ${since} end`,
      stripeEventCreated: eventCreated,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
        inArray(subscriptions.status, ["trialing", "active", "past_due"]),
        or(
          isNull(stored),
          lt(stored, eventCreated),
          and(eq(stored, eventCreated), eq(subscriptions.status, "past_due")),
        ),
      ),
    )
    .returning();
  for (const row of changed) await noticeSubscriptionState(db, row);
  if (changed.length > 0) return "applied";
  const row = await findSubscriptionByStripeId(db, stripeSubscriptionId);
  const running = row?.status === "trialing" || row?.status === "active";
  return running && row.stripeEventCreated?.getTime() === eventCreated.getTime() ? "tie" : "ignored";
}
