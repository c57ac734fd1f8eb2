import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";

/** Removes a satellite of the community; false when the community has no satellite with this id. */
export async function removeSatellite(db: Db, communityId: string, satelliteId: string): Promise<boolean> {
  const removed = await db
    .delete(satellites)
    .where(and(eq(satellites.id, satelliteId), eq(satellites.communityId, communityId)))
    .returning({ id: satellites.id });
  return removed.length > 0;
}
