import type { Db } from "../../db/open-database.js";
import { stripeEvents } from "../../db/schema.js";

/**
 * Records a webhook event as processed; false when it already was. Call it in the transaction that
 * applies the event: the primary key makes a concurrent second delivery wait, then see the first.
 */
export async function claimStripeEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}
