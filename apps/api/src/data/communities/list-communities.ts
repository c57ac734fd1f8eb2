import type { CommunitySummary } from "@chartbot/contracts/communities";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import {
  communities,
  communityAdmins,
  satellites,
  scheduledPosts,
  tradingviewLayouts,
} from "../../db/schema.js";
import { listActiveAddons } from "./list-active-addons.js";

const countOf = (table: typeof satellites | typeof scheduledPosts | typeof tradingviewLayouts) =>
  sql<number>`(select count(*)::int from ${table} where ${table.communityId} = ${communities.id})`;

const administered = preparedStatement((db) =>
  db
    .select({
      id: communities.id,
      guildId: communities.guildId,
      name: communities.name,
      iconUrl: communities.iconUrl,
      disconnectedAt: communities.disconnectedAt,
      satellites: countOf(satellites),
      scheduledPosts: countOf(scheduledPosts),
      layouts: countOf(tradingviewLayouts),
    })
    .from(communities)
    .innerJoin(communityAdmins, eq(communityAdmins.communityId, communities.id))
    .where(eq(communityAdmins.accountId, sql.placeholder("accountId")))
    .orderBy(asc(communities.name), asc(communities.id))
    .prepare("communities_administered"),
);

/** The communities the account administers, by name. */
export async function listCommunities(db: Db, accountId: string): Promise<CommunitySummary[]> {
  const rows = await administered(db, { accountId });
  const addons = await listActiveAddons(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ satellites, scheduledPosts, layouts, disconnectedAt, ...community }) => ({
    ...community,
    counts: { satellites, scheduledPosts, layouts },
    addons: addons.get(community.id) ?? [],
    status: disconnectedAt ? "disconnected" : "connected",
  }));
}
