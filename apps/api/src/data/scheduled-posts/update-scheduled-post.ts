import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import type { AddonRequired } from "../communities/community-refusals.js";
import { isAddonActive } from "../communities/is-addon-active.js";
import { communityCauses } from "../notices/community-notices.js";
import { resolveNotices } from "../notices/notices.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { auditedScheduledPost, lockScheduledPost } from "./audited-scheduled-post.js";
import type { NewScheduledPost } from "./create-scheduled-post.js";
import type { ScheduledPost } from "./list-scheduled-posts.js";
import { storedCommand } from "./stored-command.js";

/** Pausing keeps the time it first paused; resuming clears the pause, its reason and the failures in a row. */
const pauseChanges = (paused: boolean) =>
  paused
    ? { pausedAt: sql`coalesce(${scheduledPosts.pausedAt}, now())` }
    : { pausedAt: null, pauseReason: null, consecutiveFailures: 0 };

export type UpdateScheduledPostResult =
  | { outcome: "updated"; post: ScheduledPost }
  | { outcome: "not_found" }
  | AddonRequired;

/**
 * Changes a scheduled post of the community (`paused` pauses or resumes it); `not_found` when the community
 * has no post with this id. Needs Scheduled Posting active in the community (`addon_required`, checked after
 * the post is found, so a wrong id is a 404). Recorded in the community's audit log (as a revert of `revertOf`
 * when given). Resuming resolves the post's `post_paused` notices.
 */
export async function updateScheduledPost(
  db: Db,
  actor: Actor,
  communityId: string,
  postId: string,
  { paused, ...changes }: Partial<NewScheduledPost> & { paused?: boolean | undefined },
  revertOf: string | null = null,
): Promise<UpdateScheduledPostResult> {
  return refusableTransaction<UpdateScheduledPostResult>(db, async (tx, refuse) => {
    const found = await lockScheduledPost(tx, communityId, postId);
    if (!found) return refuse({ outcome: "not_found" });
    if (!(await isAddonActive(tx, communityId, "scheduled-posting"))) {
      return refuse({ outcome: "addon_required", addon: "scheduled-posting" });
    }
    const [row] = await tx
      .update(scheduledPosts)
      .set({
        ...changes,
        ...(changes.command !== undefined && { command: storedCommand(changes.command) }),
        ...(paused !== undefined && pauseChanges(paused)),
      })
      .where(and(eq(scheduledPosts.id, postId), eq(scheduledPosts.communityId, communityId)))
      .returning();
    if (!row) return refuse({ outcome: "not_found" });
    const change = {
      setting: "scheduledPost" as const,
      subjectId: postId,
      before: auditedScheduledPost(found),
      after: auditedScheduledPost(row),
    };
    await recordChanges(tx, actor, communityId, [change], revertOf);
    if (paused === false) await resolveNotices(tx, communityCauses.postPaused(postId));
    return { outcome: "updated", post: row };
  });
}
