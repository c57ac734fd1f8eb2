import { latestCreationFor } from "@chartbot/contracts/bot";
import { SATELLITE_STALE_AFTER_SECONDS } from "@chartbot/contracts/satellites";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";
import { communityCauses } from "../notices/community-notices.js";
import { resolveNotices } from "../notices/notices.js";
import { markSatelliteUp } from "../usage/count-usage.js";

/** What became of a heartbeat: recorded, ignored as late, or refused. */
export type RecordHeartbeatResult =
  | { outcome: "recorded" | "late" }
  | { outcome: "not_found" }
  | { outcome: "before_creation"; createdAt: Date };

/**
 * Records the price a satellite showed and when. A heartbeat older than (or as old as) the one stored arrived
 * late and is ignored; one dated before the satellite was created (`latestCreationFor`) is refused. Either
 * way, a heartbeat taken marks its hour as one the satellite was up in (the community's usage). The first
 * heartbeat after a gap that made the satellite stale resolves its `satellite_stale` notices (the hourly sweep
 * resolves any a late report left open).
 */
export async function recordHeartbeat(
  db: Db,
  satelliteId: string,
  heartbeat: { price: number; at: Date },
): Promise<RecordHeartbeatResult> {
  const updated = await db
    .update(satellites)
    .set({ lastPrice: heartbeat.price, lastHeartbeatAt: heartbeat.at })
    .where(
      and(
        eq(satellites.id, satelliteId),
        lte(satellites.createdAt, latestCreationFor(heartbeat.at)),
        or(isNull(satellites.lastHeartbeatAt), lt(satellites.lastHeartbeatAt, heartbeat.at)),
      ),
    )
    .returning({
      communityId: satellites.communityId,
      // The subquery reads the row as it was before this update: since when it was last seen.
      lastSeen: sql<string | null>`(select greatest(before.joined_at, before.last_heartbeat_at)
        from ${satellites} as before where before.id = ${satellites}.id)`,
    });
  const [recorded] = updated;
  if (recorded) {
    await markSatelliteUp(db, recorded.communityId, satelliteId, heartbeat.at);
    const staleSince = heartbeat.at.getTime() - SATELLITE_STALE_AFTER_SECONDS * 1000;
    if (recorded.lastSeen !== null && new Date(recorded.lastSeen).getTime() < staleSince) {
      await resolveNotices(db, communityCauses.satelliteStale(satelliteId), heartbeat.at);
    }
    return { outcome: "recorded" };
  }
  const [satellite] = await db
    .select({ createdAt: satellites.createdAt, communityId: satellites.communityId })
    .from(satellites)
    .where(eq(satellites.id, satelliteId));
  if (!satellite) return { outcome: "not_found" };
  if (satellite.createdAt > latestCreationFor(heartbeat.at)) {
    return { outcome: "before_creation", createdAt: satellite.createdAt };
  }
  await markSatelliteUp(db, satellite.communityId, satelliteId, heartbeat.at);
  return { outcome: "late" };
}
