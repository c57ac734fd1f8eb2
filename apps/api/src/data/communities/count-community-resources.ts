import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { satellites, scheduledPosts, tradingviewLayouts } from "../../db/schema.js";

/** How many satellites, scheduled posts and layouts a community has. */
export async function countCommunityResources(db: Db, communityId: string) {
  const [[sat], [posts], [layouts]] = await Promise.all([
    db.select({ n: count() }).from(satellites).where(eq(satellites.communityId, communityId)),
    db.select({ n: count() }).from(scheduledPosts).where(eq(scheduledPosts.communityId, communityId)),
    db.select({ n: count() }).from(tradingviewLayouts).where(eq(tradingviewLayouts.communityId, communityId)),
  ]);
  return { satellites: sat?.n ?? 0, scheduledPosts: posts?.n ?? 0, layouts: layouts?.n ?? 0 };
}
