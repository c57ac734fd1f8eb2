import { SATELLITE_STALE_AFTER_SECONDS } from "@chartbot/contracts/satellites";
import { DEFAULT_SYMBOL_IDS, getSymbol } from "@chartbot/symbol-catalogue";
import { and, asc, inArray, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, notices, satellites } from "../../db/schema.js";
import { catalogueTicker } from "../catalogue-symbols.js";
import { addonsInForceOf, listActiveAddons } from "../communities/list-active-addons.js";
import {
  communityCauses,
  satelliteStaleNotice,
  satelliteWithoutSlotNotice,
} from "../notices/community-notices.js";
import { raiseCommunityNotice, resolveNotices } from "../notices/notices.js";
import type { Satellite } from "./list-satellites.js";
import { runningSatellites } from "./present-satellites.js";
import { satelliteState } from "./satellite-state.js";

/** Most communities one read covers (a sweep reads them in chunks). */
const CHUNK = 500;

/** The communities' satellites, each with whether the bot runs it, as the dashboard and the bot see them. */
async function readCommunitySatellites(db: Db, communityIds: readonly string[]) {
  const ids = [...new Set(communityIds)];
  if (ids.length === 0) return [];
  const [named, rows, addons] = await Promise.all([
    db
      .select({ id: communities.id, name: communities.name, disconnectedAt: communities.disconnectedAt })
      .from(communities)
      .where(inArray(communities.id, ids)),
    db
      .select()
      .from(satellites)
      .where(inArray(satellites.communityId, ids))
      .orderBy(asc(satellites.createdAt), asc(satellites.id)),
    listActiveAddons(db, ids),
  ]);
  return named.map((community) => {
    const own = rows.filter((row) => row.communityId === community.id);
    const covered = addonsInForceOf(addons, community.id).entitlements.paidSatellites;
    const { disconnectedAt, ...named } = community;
    return {
      community: named,
      disconnected: disconnectedAt !== null,
      satellites: runningSatellites(own, covered).satellites,
    };
  });
}

/** A satellite the bot keeps stopped because no slot covers it (the catalogue still lists its symbol). */
const withoutSlot = ({ row, running }: { row: Satellite; running: boolean }) =>
  !running && getSymbol(row.symbolId) !== undefined;

/** The ids of the satellites whose open notices of `kind` (in `communityIds`, else anywhere) are not in `keep`. */
async function openNoticesToResolve(
  db: Db,
  kind: "satellite_stale" | "satellite_without_slot",
  keep: ReadonlySet<string>,
  communityIds?: readonly string[],
): Promise<string[]> {
  const open = await db
    .selectDistinct({ cause: notices.cause })
    .from(notices)
    .where(
      and(
        sql`${notices.kind} = ${kind}`,
        isNull(notices.resolvedAt),
        communityIds ? inArray(notices.communityId, [...communityIds]) : undefined,
      ),
    );
  return open.map((row) => row.cause).filter((cause) => !keep.has(cause));
}

/**
 * Raises `satellite_without_slot` for each satellite of these communities that no slot covers as their
 * subscriptions stand now, and resolves the open ones of satellites covered again or gone. Call it in the
 * transaction that changed the slots (or removed a satellite). Answers the counts.
 */
export async function refreshSatelliteSlotNotices(
  db: Db,
  communityIds: readonly string[],
  now = new Date(),
): Promise<{ raised: number; resolved: number }> {
  if (communityIds.length === 0) return { raised: 0, resolved: 0 };
  const wanted = new Set<string>();
  let raised = 0;
  for (const { community, satellites: list } of await readCommunitySatellites(db, communityIds)) {
    for (const { row } of list.filter(withoutSlot)) {
      const notice = satelliteWithoutSlotNotice(
        community,
        { id: row.id, ticker: catalogueTicker(row.symbolId) },
        now,
      );
      wanted.add(notice.cause);
      raised += await raiseCommunityNotice(db, notice);
    }
  }
  let resolved = 0;
  for (const cause of await openNoticesToResolve(db, "satellite_without_slot", wanted, communityIds)) {
    resolved += await resolveNotices(db, cause, now);
  }
  return { raised, resolved };
}

/** The communities a slot sweep looks at: those with a paid satellite, or an open notice of one without a slot. */
async function communitiesWithPaidSatellites(db: Db): Promise<string[]> {
  const [paid, noticed] = await Promise.all([
    db
      .selectDistinct({ id: satellites.communityId })
      .from(satellites)
      .where(notInArray(satellites.symbolId, [...DEFAULT_SYMBOL_IDS])),
    db
      .selectDistinct({ id: notices.communityId })
      .from(notices)
      .where(
        and(
          sql`${notices.kind} = 'satellite_without_slot'`,
          isNull(notices.resolvedAt),
          isNotNull(notices.communityId),
        ),
      ),
  ]);
  return [...new Set([...paid, ...noticed].flatMap((row) => (row.id ? [row.id] : [])))];
}

/**
 * The hourly sweep of satellite notices as of `now`: `satellite_stale` raised for each running satellite in its
 * server without a heartbeat for `SATELLITE_STALE_AFTER_SECONDS` (`satelliteState` says `stale`; not in a
 * disconnected community), and resolved for those no longer stale (a heartbeat its report did not resolve, gone from the server, stopped, removed);
 * `satellite_without_slot` refreshed for every community with a paid satellite (a grace period that ran out
 * changes no row). Answers the counts.
 */
export async function sweepSatelliteNotices(db: Db, now: Date) {
  const staleBefore = new Date(now.getTime() - SATELLITE_STALE_AFTER_SECONDS * 1000);
  const candidates = await db
    .selectDistinct({ id: satellites.communityId })
    .from(satellites)
    .where(
      and(
        isNotNull(satellites.joinedAt),
        lt(satellites.joinedAt, staleBefore),
        or(isNull(satellites.lastHeartbeatAt), lt(satellites.lastHeartbeatAt, staleBefore)),
      ),
    );
  const stale = new Set<string>();
  let raisedStale = 0;
  const candidateIds = candidates.map((row) => row.id);
  for (let start = 0; start < candidateIds.length; start += CHUNK) {
    for (const { community, disconnected, satellites: list } of await readCommunitySatellites(
      db,
      candidateIds.slice(start, start + CHUNK),
    )) {
      // The bot left a disconnected community's server: its satellites stopped with it, which its page says.
      if (disconnected) continue;
      for (const { row, running } of list) {
        if (satelliteState(row, running, now) !== "stale") continue;
        const lastSeen = row.lastHeartbeatAt ?? row.joinedAt ?? row.createdAt;
        const notice = satelliteStaleNotice(
          community,
          { id: row.id, ticker: catalogueTicker(row.symbolId) },
          lastSeen,
          now,
        );
        stale.add(notice.cause);
        raisedStale += await raiseCommunityNotice(db, notice);
      }
    }
  }
  let resolvedStale = 0;
  for (const cause of await openNoticesToResolve(db, "satellite_stale", stale)) {
    resolvedStale += await resolveNotices(db, cause, now);
  }
  const paid = await communitiesWithPaidSatellites(db);
  let raisedWithoutSlot = 0;
  let resolvedWithoutSlot = 0;
  for (let start = 0; start < paid.length; start += CHUNK) {
    const counts = await refreshSatelliteSlotNotices(db, paid.slice(start, start + CHUNK), now);
    raisedWithoutSlot += counts.raised;
    resolvedWithoutSlot += counts.resolved;
  }
  return { raisedStale, resolvedStale, raisedWithoutSlot, resolvedWithoutSlot };
}

/** A satellite's notices once it is removed: nothing of it is broken any more. */
export async function resolveSatelliteNotices(db: Db, satelliteId: string, at = new Date()): Promise<void> {
  await resolveNotices(db, communityCauses.satelliteStale(satelliteId), at);
  await resolveNotices(db, communityCauses.satelliteWithoutSlot(satelliteId), at);
}
