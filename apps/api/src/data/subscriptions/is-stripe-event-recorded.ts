import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { stripeEvents } from "../../db/schema.js";

/** Whether a webhook event was processed already (a cheap check before doing any work for it). */
export async function isStripeEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return Boolean(row);
}
