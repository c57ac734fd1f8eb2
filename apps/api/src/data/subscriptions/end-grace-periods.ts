import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";
import { PAST_DUE_GRACE_DAYS } from "./subscription-in-force.js";

const DAY_MS = 86_400_000;

/**
 * Marks the past-due subscriptions whose grace period has ended by `now` (once per past-due run). Nothing else
 * changes when a grace period runs out, so without this write the bot's change feed would not hear that their
 * add-ons went off: the trigger on `grace_ended_at` stamps the communities their slots are in. Returns their ids.
 */
export async function endGracePeriods(db: Db, now: Date): Promise<string[]> {
  const graceStartedBy = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS);
  const ended = await db
    .update(subscriptions)
    .set({ graceEndedAt: now })
    .where(
      and(
        eq(subscriptions.status, "past_due"),
        lte(subscriptions.pastDueSince, graceStartedBy),
        or(
          isNull(subscriptions.graceEndedAt),
          sql`${subscriptions.graceEndedAt} < ${subscriptions.pastDueSince}`,
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return ended.map((row) => row.id);
}
