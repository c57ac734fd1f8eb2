import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";

/** Deletes a scheduled post of the community; false when the community has no post with this id. */
export async function deleteScheduledPost(db: Db, communityId: string, postId: string): Promise<boolean> {
  const deleted = await db
    .delete(scheduledPosts)
    .where(and(eq(scheduledPosts.id, postId), eq(scheduledPosts.communityId, communityId)))
    .returning({ id: scheduledPosts.id });
  return deleted.length > 0;
}
