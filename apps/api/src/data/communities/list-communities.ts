import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import {
  communities,
  communityAdmins,
  satellites,
  scheduledPosts,
  tradingviewLayouts,
} from "../../db/schema.js";
import { type ActiveAddon, listActiveAddons } from "./list-active-addons.js";

/** A community in the list of those an account manages, with counts and active add-ons. */
export interface CommunitySummary {
  id: string;
  guildId: string;
  name: string;
  iconUrl: string | null;
  counts: { satellites: number; scheduledPosts: number; layouts: number };
  addons: ActiveAddon[];
}

const countOf = (table: typeof satellites | typeof scheduledPosts | typeof tradingviewLayouts) =>
  sql<number>`(select count(*)::int from ${table} where ${table.communityId} = ${communities.id})`;

/** The communities the account administers, by name. */
export async function listCommunities(db: Db, accountId: string): Promise<CommunitySummary[]> {
  const rows = await db
    .select({
      id: communities.id,
      guildId: communities.guildId,
      name: communities.name,
      iconUrl: communities.iconUrl,
      satellites: countOf(satellites),
      scheduledPosts: countOf(scheduledPosts),
      layouts: countOf(tradingviewLayouts),
    })
    .from(communities)
    .innerJoin(communityAdmins, eq(communityAdmins.communityId, communities.id))
    .where(eq(communityAdmins.accountId, accountId))
    .orderBy(asc(communities.name), asc(communities.id));
  const addons = await listActiveAddons(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ satellites, scheduledPosts, layouts, ...community }) => ({
    ...community,
    counts: { satellites, scheduledPosts, layouts },
    addons: addons.get(community.id) ?? [],
  }));
}
