import { ADDON_SLUGS, type AddonSlug, getAddon } from "@chartbot/addons";
import type { ActiveAddon } from "@chartbot/contracts/communities";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { subscriptionInForce } from "../subscriptions/subscription-in-force.js";

const catalogueOrder = (slug: AddonSlug) => ADDON_SLUGS.indexOf(slug);

/**
 * The add-ons active in each of these communities: subscriptions in force (of any account) with slots
 * assigned to the community, in catalogue order. Communities without any are absent from the map.
 */
export async function listActiveAddons(
  db: Db,
  communityIds: readonly string[],
): Promise<Map<string, ActiveAddon[]>> {
  const result = new Map<string, ActiveAddon[]>();
  if (communityIds.length === 0) return result;
  const rows = await db
    .select({ communityId: addonSlots.communityId, slug: subscriptions.addonSlug, slots: count() })
    .from(addonSlots)
    .innerJoin(subscriptions, eq(subscriptions.id, addonSlots.subscriptionId))
    .where(and(inArray(addonSlots.communityId, [...communityIds]), subscriptionInForce()))
    .groupBy(addonSlots.communityId, subscriptions.addonSlug);
  for (const row of rows) {
    const addon = getAddon(row.slug);
    if (!addon || !row.communityId) continue;
    const list = result.get(row.communityId) ?? [];
    list.push({ slug: addon.slug, name: addon.name, slots: row.slots });
    result.set(row.communityId, list);
  }
  for (const list of result.values()) list.sort((a, b) => catalogueOrder(a.slug) - catalogueOrder(b.slug));
  return result;
}
