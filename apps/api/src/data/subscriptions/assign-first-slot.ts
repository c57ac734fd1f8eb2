import { getAddon } from "@chartbot/addons";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { recordChanges } from "../communities/audit-log.js";
import { refreshSatelliteSlotNotices } from "../satellites/satellite-notices.js";
import { findAdministeredCommunities } from "./find-administered-communities.js";

/**
 * Puts the first slot of a new subscription where the checkout said: a community the owner administers,
 * or the account itself (`null`). Does nothing when the subscription already has slots or the community
 * is not the owner's (any more). Returns whether a slot was assigned. A community's slot is recorded in its audit
 * log as the owner's change (the owner's checkout); call it in the transaction that saves the subscription.
 */
export async function assignFirstSlot(
  db: Db,
  subscriptionId: string,
  communityId: string | null,
): Promise<boolean> {
  const [subscription] = await db
    .select({
      accountId: subscriptions.accountId,
      quantity: subscriptions.quantity,
      addonSlug: subscriptions.addonSlug,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for("update");
  if (!subscription || subscription.quantity < 1) return false;
  const [existing] = await db
    .select({ id: addonSlots.id })
    .from(addonSlots)
    .where(eq(addonSlots.subscriptionId, subscriptionId))
    .limit(1);
  if (existing) return false;
  if (communityId) {
    const [community] = await findAdministeredCommunities(db, subscription.accountId, [communityId]);
    if (!community) return false;
  }
  await db.insert(addonSlots).values({ subscriptionId, communityId });
  if (communityId) {
    const addon = getAddon(subscription.addonSlug)?.name ?? subscription.addonSlug;
    await recordChanges(db, { accountId: subscription.accountId, apiTokenId: null }, communityId, [
      {
        setting: "slotAssignment",
        subjectId: subscriptionId,
        before: { addon, slots: 0 },
        after: { addon, slots: 1 },
      },
    ]);
    if (getAddon(subscription.addonSlug)?.unit === "satellite") {
      await refreshSatelliteSlotNotices(db, [communityId]);
    }
  }
  return true;
}
