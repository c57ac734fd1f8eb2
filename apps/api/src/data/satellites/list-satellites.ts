import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";

export type Satellite = typeof satellites.$inferSelect;

/** A community's satellites, oldest first (the order in which paid ones claim slots). */
export async function listSatellites(db: Db, communityId: string): Promise<Satellite[]> {
  return db
    .select()
    .from(satellites)
    .where(eq(satellites.communityId, communityId))
    .orderBy(asc(satellites.createdAt), asc(satellites.id));
}
