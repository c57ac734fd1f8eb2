import { getAddon } from "@chartbot/addons";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots } from "../../db/schema.js";
import { recordChanges } from "../communities/audit-log.js";

/**
 * Removes slot assignments of `subscription` beyond its `quantity`, newest first; returns how many were removed.
 * Each community that lost slots gets an entry in its audit log, as a change of the subscription's owner (who
 * lowered the quantity with Stripe); call it in the transaction that saves the subscription.
 */
export async function trimSurplusSlots(
  db: Db,
  subscription: { id: string; accountId: string; addonSlug: string; quantity: number },
): Promise<number> {
  const slots = await db
    .select({ id: addonSlots.id, communityId: addonSlots.communityId })
    .from(addonSlots)
    .where(eq(addonSlots.subscriptionId, subscription.id))
    .orderBy(asc(addonSlots.seq));
  const surplus = slots.slice(Math.max(0, subscription.quantity));
  if (surplus.length === 0) return 0;
  await db.delete(addonSlots).where(
    inArray(
      addonSlots.id,
      surplus.map((slot) => slot.id),
    ),
  );
  const count = (list: typeof slots, communityId: string) =>
    list.filter((slot) => slot.communityId === communityId).length;
  const addon = getAddon(subscription.addonSlug)?.name ?? subscription.addonSlug;
  const owner = { accountId: subscription.accountId, apiTokenId: null };
  for (const communityId of new Set(surplus.flatMap((slot) => slot.communityId ?? []))) {
    await recordChanges(db, owner, communityId, [
      {
        setting: "slotAssignment",
        subjectId: subscription.id,
        before: { addon, slots: count(slots, communityId) },
        after: { addon, slots: count(slots, communityId) - count(surplus, communityId) },
      },
    ]);
  }
  return surplus.length;
}
