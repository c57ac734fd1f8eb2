import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import { requireActiveAddon } from "../communities/require-active-addon.js";
import type { NewScheduledPost } from "./create-scheduled-post.js";
import type { ScheduledPost } from "./list-scheduled-posts.js";

/**
 * Changes a scheduled post of the community; undefined when the community has no post with this id.
 * Needs Scheduled Posting active in the community (checked after the post is found, so a wrong id is a 404).
 */
export async function updateScheduledPost(
  db: Db,
  communityId: string,
  postId: string,
  changes: Partial<NewScheduledPost>,
): Promise<ScheduledPost | undefined> {
  return db.transaction(async (tx) => {
    const where = and(eq(scheduledPosts.id, postId), eq(scheduledPosts.communityId, communityId));
    const [found] = await tx
      .select({ id: scheduledPosts.id })
      .from(scheduledPosts)
      .where(where)
      .for("update");
    if (!found) return undefined;
    await requireActiveAddon(tx, communityId, "scheduled-posting", "change scheduled posts");
    const [row] = await tx.update(scheduledPosts).set(changes).where(where).returning();
    return row;
  });
}
