import { LIMITS } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import {
  type AddonRequired,
  COMMUNITY_NOT_FOUND,
  type CommunityNotFound,
  type LimitReached,
} from "../communities/community-refusals.js";
import { hasRoomInCommunity } from "../communities/has-room-in-community.js";
import { isAddonActive } from "../communities/is-addon-active.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { auditedScheduledPost } from "./audited-scheduled-post.js";
import type { ScheduledPost } from "./list-scheduled-posts.js";
import { storedCommand } from "./stored-command.js";

/** What a new scheduled post says and when it runs. */
export type NewScheduledPost = Omit<typeof scheduledPosts.$inferInsert, "id" | "communityId" | "createdAt">;

/** A revert that puts a deleted resource back: its id again, and the audit entry it reverts. */
export interface Restoring {
  id: string;
  revertOf: string;
}

export type CreateScheduledPostResult =
  | { outcome: "created"; post: ScheduledPost }
  | CommunityNotFound
  | AddonRequired
  | LimitReached;

/**
 * Schedules a post in a community the account administers. Needs Scheduled Posting active there
 * (`addon_required`) and refuses more than `LIMITS.scheduledPostsPerCommunity` (`limit_reached`); the
 * community row is locked while counting. Recorded in the community's audit log (as a revert when `restoring`).
 */
export async function createScheduledPost(
  db: Db,
  actor: Actor,
  communityId: string,
  post: NewScheduledPost,
  restoring?: Restoring,
): Promise<CreateScheduledPostResult> {
  return refusableTransaction<CreateScheduledPostResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId)))
      return refuse(COMMUNITY_NOT_FOUND);
    if (!(await isAddonActive(tx, communityId, "scheduled-posting"))) {
      return refuse({ outcome: "addon_required", addon: "scheduled-posting" });
    }
    const max = LIMITS.scheduledPostsPerCommunity;
    if (!(await hasRoomInCommunity(tx, scheduledPosts, communityId, max))) {
      return refuse({ outcome: "limit_reached", max });
    }
    const [row] = await tx
      .insert(scheduledPosts)
      .values({
        ...post,
        command: storedCommand(post.command),
        communityId,
        ...(restoring && { id: restoring.id }),
      })
      .returning();
    if (!row) throw new Error("scheduled post insert returned no row");
    const change = {
      setting: "scheduledPost" as const,
      subjectId: row.id,
      before: null,
      after: auditedScheduledPost(row),
    };
    await recordChanges(tx, actor, communityId, [change], restoring?.revertOf);
    return { outcome: "created", post: row };
  });
}
