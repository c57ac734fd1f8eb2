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
import { ACCESS_RECHECK_MS } from "../discord/servers.js";
import { graceStartedAfter } from "../subscriptions/subscription-in-force.js";
import { activeAddonsJson, toActiveAddons } from "./list-active-addons.js";

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
      addons: activeAddonsJson(communities.id),
      stale: sql<boolean>`${communityAdmins.checkedAt} < ${sql.placeholder("checkedBefore")}`,
    })
    .from(communities)
    .innerJoin(communityAdmins, eq(communityAdmins.communityId, communities.id))
    .where(eq(communityAdmins.accountId, sql.placeholder("accountId")))
    .orderBy(asc(communities.name), asc(communities.id))
    .prepare("communities_administered"),
);

/**
 * The communities the account administers, by name, in one statement; `stale` when Discord confirmed any of
 * them longer than `ACCESS_RECHECK_MS` ago (the caller checks with Discord again before listing them).
 */
export async function listCommunities(
  db: Db,
  accountId: string,
  now = new Date(),
): Promise<{ communities: CommunitySummary[]; stale: boolean }> {
  const rows = await administered(db, {
    accountId,
    checkedBefore: new Date(now.getTime() - ACCESS_RECHECK_MS),
    graceStartedAfter: graceStartedAfter(now),
  });
  const communityList = rows.map(
    ({ satellites, scheduledPosts, layouts, disconnectedAt, addons, stale: _stale, ...community }) => ({
      ...community,
      counts: { satellites, scheduledPosts, layouts },
      addons: toActiveAddons(addons),
      status: disconnectedAt ? ("disconnected" as const) : ("connected" as const),
    }),
  );
  return { communities: communityList, stale: rows.some((row) => row.stale) };
}
