import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";

export type ScheduledPost = typeof scheduledPosts.$inferSelect;

/** A community's scheduled posts, oldest first. */
export async function listScheduledPosts(db: Db, communityId: string): Promise<ScheduledPost[]> {
  return db
    .select()
    .from(scheduledPosts)
    .where(eq(scheduledPosts.communityId, communityId))
    .orderBy(asc(scheduledPosts.createdAt), asc(scheduledPosts.id));
}
