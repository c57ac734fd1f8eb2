import { LIVE_SUBSCRIPTION_STATUSES } from "@chartbot/contracts/subscriptions";
import { and, eq, gt, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { subscriptions } from "../../db/schema.js";

/**
 * How many days a past-due subscription keeps its add-on while the customer fixes the payment, counted
 * from the failure Stripe reported. After it the add-on is off until a payment goes through.
 */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** When a past-due subscription's grace period ends; null for any other status. */
export function graceEndsAt(row: { status: string; pastDueSince: Date | null }): Date | null {
  if (row.status !== "past_due" || !row.pastDueSince) return null;
  return new Date(row.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/** The earliest past-due start that still keeps its add-on at `now`. */
export function graceStartedAfter(now = new Date()): Date {
  return new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS);
}

/**
 * The condition on `subscriptions` rows that grant their add-on at `now`: trialing or active, or past due
 * for less than the grace period. A prepared statement passes `graceStartedAfter(now)` as a placeholder.
 */
export function subscriptionInForce(now: Date | Placeholder = new Date()): SQL {
  const after = now instanceof Date ? graceStartedAfter(now) : now;
  return (
    or(
      inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      and(eq(subscriptions.status, "past_due"), gt(subscriptions.pastDueSince, after)),
    ) ?? sql`false`
  );
}
