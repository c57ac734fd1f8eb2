import { ADDON_SLUGS, type AddonSlug, communityEntitlements, getAddon } from "@chartbot/addons";
import type { ActiveAddon } from "@chartbot/contracts/communities";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/open-database.js";
import { preparedSql } from "../../db/prepared-statement.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { graceStartedAfter, subscriptionInForce } from "../subscriptions/subscription-in-force.js";

const catalogueOrder = (slug: AddonSlug) => ADDON_SLUGS.indexOf(slug);

/** An add-on in force in a community and its slots there, as `activeAddonsJson` gives them. */
interface SlotsInForce {
  slug: string;
  slots: number;
}

/**
 * The add-ons in force in the community `communityId` names (a column of the outer query), as a JSON array of
 * `{ slug, slots }` (null when none): subscriptions in force (of any account) with slots assigned to it.
 * Needs the placeholder `graceStartedAfter` (`graceStartedAfter()`).
 */
export function activeAddonsJson(communityId: SQL | AnyPgColumn): SQL<SlotsInForce[] | null> {
  return sql`(select json_agg(json_build_object('slug', in_force.slug, 'slots', in_force.slots))
    from (select ${subscriptions.addonSlug} as slug, count(*)::int as slots
      from ${addonSlots} join ${subscriptions} on ${subscriptions.id} = ${addonSlots.subscriptionId}
      where ${addonSlots.communityId} = ${communityId}
        and ${subscriptionInForce(sql.placeholder("graceStartedAfter"))}
      group by ${subscriptions.addonSlug}) as in_force)`;
}

/** `activeAddonsJson`'s answer as the API lists it: with the add-ons' names, in catalogue order. */
export function toActiveAddons(slots: readonly SlotsInForce[] | null): ActiveAddon[] {
  const list: ActiveAddon[] = [];
  for (const { slug, slots: count } of slots ?? []) {
    const addon = getAddon(slug);
    if (addon) list.push({ slug: addon.slug, name: addon.name, slots: count });
  }
  return list.sort((a, b) => catalogueOrder(a.slug) - catalogueOrder(b.slug));
}

const addonsOf = preparedSql(
  "community_addons_in_force",
  sql`select ids.id, ${activeAddonsJson(sql`ids.id`)}
    from unnest(${sql.placeholder("communityIds")}::uuid[]) as ids(id)`,
  (rows) => rows as [string, SlotsInForce[] | null][],
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
  const rows = await addonsOf(db, {
    communityIds: [...communityIds],
    graceStartedAfter: graceStartedAfter(),
  });
  for (const [communityId, slots] of rows) {
    const addons = toActiveAddons(slots);
    if (addons.length > 0) result.set(communityId, addons);
  }
  return result;
}

/** A community's add-ons in `listActiveAddons`'s answer (none when absent) and what they entitle it to. */
export function addonsInForceOf(addons: ReadonlyMap<string, ActiveAddon[]>, communityId: string) {
  const active = addons.get(communityId) ?? [];
  return { active, entitlements: communityEntitlements(active) };
}
