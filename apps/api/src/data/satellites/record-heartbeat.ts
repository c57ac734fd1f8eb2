import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";

/**
 * Records the price a satellite showed and when; false when there is no such satellite. A heartbeat older
 * than (or as old as) the one stored arrived late and is ignored.
 */
export async function recordHeartbeat(
  db: Db,
  satelliteId: string,
  heartbeat: { price: number; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(satellites)
    .set({ lastPrice: heartbeat.price, lastHeartbeatAt: heartbeat.at })
    .where(
      and(
        eq(satellites.id, satelliteId),
        or(isNull(satellites.lastHeartbeatAt), lt(satellites.lastHeartbeatAt, heartbeat.at)),
      ),
    )
    .returning({ id: satellites.id });
  if (updated.length > 0) return true;
  const [exists] = await db
    .select({ id: satellites.id })
    .from(satellites)
    .where(eq(satellites.id, satelliteId));
  return exists !== undefined;
}
