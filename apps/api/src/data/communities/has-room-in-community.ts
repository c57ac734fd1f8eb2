import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import type { scheduledPosts, tradingviewLayouts } from "../../db/schema.js";

/** Whether the community keeps fewer than `max` rows of `table`, so one more may be added. */
export async function hasRoomInCommunity(
  db: Db,
  table: typeof tradingviewLayouts | typeof scheduledPosts,
  communityId: string,
  max: number,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(table).where(eq(table.communityId, communityId));
  return (existing?.n ?? 0) < max;
}
