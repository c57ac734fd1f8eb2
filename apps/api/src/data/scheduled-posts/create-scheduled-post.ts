import { LIMITS } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { requireActiveAddon } from "../communities/require-active-addon.js";
import { requireRoomInCommunity } from "../communities/require-room-in-community.js";
import type { ScheduledPost } from "./list-scheduled-posts.js";
import { storedCommand } from "./stored-command.js";

/** What a new scheduled post says and when it runs. */
export type NewScheduledPost = Omit<typeof scheduledPosts.$inferInsert, "id" | "communityId" | "createdAt">;

/**
 * Schedules a post in a community the account administers. Needs Scheduled Posting active there and
 * refuses more than `LIMITS.scheduledPostsPerCommunity`; the community row is locked while counting.
 */
export async function createScheduledPost(
  db: Db,
  accountId: string,
  communityId: string,
  post: NewScheduledPost,
): Promise<ScheduledPost> {
  return db.transaction(async (tx) => {
    await lockAdministeredCommunity(tx, accountId, communityId);
    await requireActiveAddon(tx, communityId, "scheduled-posting", "schedule posts");
    const max = LIMITS.scheduledPostsPerCommunity;
    await requireRoomInCommunity(
      tx,
      scheduledPosts,
      communityId,
      max,
      `A community can have at most ${max} scheduled posts. Delete one to schedule another.`,
    );
    const [row] = await tx
      .insert(scheduledPosts)
      .values({ ...post, command: storedCommand(post.command), communityId })
      .returning();
    if (!row) throw new Error("scheduled post insert returned no row");
    return row;
  });
}
