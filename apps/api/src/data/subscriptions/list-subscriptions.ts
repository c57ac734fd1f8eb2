import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, communities, subscriptions } from "../../db/schema.js";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Where one slot is used: a community (with its name), or the account itself when `community` is null. */
export interface SlotRow {
  id: string;
  community: { id: string; name: string } | null;
}

export interface SubscriptionWithSlots extends SubscriptionRow {
  slots: SlotRow[];
}

/**
 * The account's subscriptions with their slot assignments, newest first; only one when `subscriptionId`
 * is given (none when it belongs to another account).
 */
export async function listSubscriptions(
  db: Db,
  accountId: string,
  subscriptionId?: string,
): Promise<SubscriptionWithSlots[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id));
  if (rows.length === 0) return [];
  const slots = await db
    .select({
      id: addonSlots.id,
      subscriptionId: addonSlots.subscriptionId,
      communityId: communities.id,
      communityName: communities.name,
    })
    .from(addonSlots)
    .leftJoin(communities, eq(communities.id, addonSlots.communityId))
    .where(
      inArray(
        addonSlots.subscriptionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(addonSlots.seq));
  return rows.map((row) => ({
    ...row,
    slots: slots
      .filter((slot) => slot.subscriptionId === row.id)
      .map((slot) => ({
        id: slot.id,
        community:
          slot.communityId && slot.communityName !== null
            ? { id: slot.communityId, name: slot.communityName }
            : null,
      })),
  }));
}
