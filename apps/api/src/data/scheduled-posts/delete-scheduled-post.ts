import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { communityCauses } from "../notices/community-notices.js";
import { resolveNotices } from "../notices/notices.js";
import { auditedScheduledPost } from "./audited-scheduled-post.js";

/**
 * Deletes a scheduled post of the community, recorded in its audit log (as a revert of `revertOf` when given);
 * false when the community has no post with this id. Its `post_paused` notices are resolved.
 */
export async function deleteScheduledPost(
  db: Db,
  actor: Actor,
  communityId: string,
  postId: string,
  revertOf: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(scheduledPosts)
      .where(and(eq(scheduledPosts.id, postId), eq(scheduledPosts.communityId, communityId)))
      .returning();
    if (!deleted) return false;
    const change = {
      setting: "scheduledPost" as const,
      subjectId: postId,
      before: auditedScheduledPost(deleted),
      after: null,
    };
    await recordChanges(tx, actor, communityId, [change], revertOf);
    await resolveNotices(tx, communityCauses.postPaused(postId));
    return true;
  });
}
