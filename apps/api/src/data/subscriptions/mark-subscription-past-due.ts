import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";

/**
 * Marks a running subscription past due after a failed payment, unless a later Stripe event was applied
 * already; an ended subscription stays canceled. Returns whether the row changed.
 */
export async function markSubscriptionPastDue(
  db: Db,
  stripeSubscriptionId: string,
  eventCreated: Date,
): Promise<boolean> {
  const changed = await db
    .update(subscriptions)
    .set({ status: "past_due", stripeEventCreated: eventCreated, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
        inArray(subscriptions.status, ["trialing", "active", "past_due"]),
        or(isNull(subscriptions.stripeEventCreated), lte(subscriptions.stripeEventCreated, eventCreated)),
      ),
    )
    .returning({ id: subscriptions.id });
  return changed.length > 0;
}
