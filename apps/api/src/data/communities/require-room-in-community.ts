import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import type { scheduledPosts, tradingviewLayouts } from "../../db/schema.js";
import { AppError } from "../../errors.js";

/** Fails with `limit_reached`, saying `message`, when the community already keeps `max` rows of `table`. */
export async function requireRoomInCommunity(
  db: Db,
  table: typeof tradingviewLayouts | typeof scheduledPosts,
  communityId: string,
  max: number,
  message: string,
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(table).where(eq(table.communityId, communityId));
  if ((existing?.n ?? 0) >= max) throw new AppError("limit_reached", message);
}
