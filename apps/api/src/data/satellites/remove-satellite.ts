import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { auditedSatellite } from "./audited-satellite.js";
import { refreshSatelliteSlotNotices, resolveSatelliteNotices } from "./satellite-notices.js";

/**
 * Removes a satellite of the community, recorded in its audit log (as a revert of `revertOf` when given); false
 * when the community has no satellite with this id.
 */
export async function removeSatellite(
  db: Db,
  actor: Actor,
  communityId: string,
  satelliteId: string,
  revertOf: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(satellites)
      .where(and(eq(satellites.id, satelliteId), eq(satellites.communityId, communityId)))
      .returning();
    if (!removed) return false;
    const change = {
      setting: "satellite" as const,
      subjectId: satelliteId,
      before: auditedSatellite(removed),
      after: null,
    };
    await recordChanges(tx, actor, communityId, [change], revertOf);
    // Its notices are over, and a paid satellite's slot may now cover one that had none.
    await resolveSatelliteNotices(tx, satelliteId);
    await refreshSatelliteSlotNotices(tx, [communityId]);
    return true;
  });
}
