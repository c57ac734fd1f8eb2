import { ADDON_SLUGS, type AddonSlug, getAddon } from "@chartbot/addons";
import type { ActiveAddon } from "@chartbot/contracts/communities";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { graceStartedAfter, subscriptionInForce } from "../subscriptions/subscription-in-force.js";

const catalogueOrder = (slug: AddonSlug) => ADDON_SLUGS.indexOf(slug);

const slotsInForce = preparedStatement((db) =>
  db
    .select({ communityId: addonSlots.communityId, slug: subscriptions.addonSlug, slots: count() })
    .from(addonSlots)
    .innerJoin(subscriptions, eq(subscriptions.id, addonSlots.subscriptionId))
    .where(
      and(
        sql`${addonSlots.communityId} = any(${sql.placeholder("communityIds")}::uuid[])`,
        subscriptionInForce(sql.placeholder("graceStartedAfter")),
      ),
    )
    .groupBy(addonSlots.communityId, subscriptions.addonSlug)
    .prepare("community_addons_in_force"),
);

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
  const rows = await slotsInForce(db, {
    communityIds: [...communityIds],
    graceStartedAfter: graceStartedAfter(),
  });
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
