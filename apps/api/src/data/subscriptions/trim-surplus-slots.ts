import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots } from "../../db/schema.js";

/** Removes slot assignments beyond `quantity`, newest first; returns how many were removed. */
export async function trimSurplusSlots(db: Db, subscriptionId: string, quantity: number): Promise<number> {
  const surplus = await db
    .select({ id: addonSlots.id })
    .from(addonSlots)
    .where(eq(addonSlots.subscriptionId, subscriptionId))
    .orderBy(asc(addonSlots.seq))
    .offset(Math.max(0, quantity));
  if (surplus.length === 0) return 0;
  await db.delete(addonSlots).where(
    inArray(
      addonSlots.id,
      surplus.map((slot) => slot.id),
    ),
  );
  return surplus.length;
}
