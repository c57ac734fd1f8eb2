import { latestCreationFor } from "@chartbot/contracts/bot";
import {
  MAX_CONSECUTIVE_POST_FAILURES,
  type ScheduledPostOutcome,
} from "@chartbot/contracts/scheduled-posts";
import { POST_LATE_AFTER_SECONDS } from "@chartbot/contracts/usage";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import { postPausedNotice, raiseForCommunity } from "../notices/community-notices.js";
import { countUsage } from "../usage/count-usage.js";
import { nextRunAt } from "./next-run-at.js";

/** The post's state after a run report. */
export interface PostRunState {
  consecutiveFailures: number;
  paused: boolean;
  pauseReason: string | null;
  /** When the bot runs it next (see `nextRunAt`); null while it is paused. */
  nextRunAt: string | null;
}

/** What became of a run report: the post's state after it, or why it was not taken. */
export type RecordPostRunResult =
  | { outcome: "recorded" | "replayed"; state: PostRunState }
  | { outcome: "not_found" }
  | { outcome: "before_creation"; createdAt: Date };

/** Why a post paused itself, as its owner reads it. */
export const failurePauseReason = (reason: string) =>
  `Paused after ${MAX_CONSECUTIVE_POST_FAILURES} failed runs in a row: ${reason}`;

/**
 * Records one run of a scheduled post. A run dated before the post was created (`latestCreationFor`) is
 * refused; one no later than the last one recorded is a replay (or arrived late) and changes nothing. A
 * delivered run clears the failure count; a failed one adds to it, and the `MAX_CONSECUTIVE_POST_FAILURES`th
 * failure in a row pauses the post with the reason (the bot then sees it paused in its feed). The state
 * after it says when to run it next. Pausing raises the post's `post_paused` notice to the community's
 * recipients. A recorded run counts in the community's usage: failed, or delivered on
 * time or late against the time the post was due (its next run after the one before).
 */
export async function recordPostRun(
  db: Db,
  postId: string,
  run: { ranAt: Date; outcome: ScheduledPostOutcome; reason: string | null },
  now = new Date(),
): Promise<RecordPostRunResult> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(scheduledPosts).where(eq(scheduledPosts.id, postId)).for("update");
    if (!post) return { outcome: "not_found" };
    if (post.createdAt > latestCreationFor(run.ranAt)) {
      return { outcome: "before_creation", createdAt: post.createdAt };
    }
    if (post.lastRunAt && run.ranAt.getTime() <= post.lastRunAt.getTime()) {
      return {
        outcome: "replayed",
        state: {
          consecutiveFailures: post.consecutiveFailures,
          paused: post.pausedAt !== null,
          pauseReason: post.pauseReason,
          nextRunAt: nextRunAt(post, now)?.toISOString() ?? null,
        },
      };
    }
    const failed = run.outcome === "failed";
    const consecutiveFailures = failed ? post.consecutiveFailures + 1 : 0;
    const pausesNow = failed && !post.pausedAt && consecutiveFailures >= MAX_CONSECUTIVE_POST_FAILURES;
    const pauseReason = pausesNow ? failurePauseReason(run.reason ?? "no reason given") : post.pauseReason;
    await tx
      .update(scheduledPosts)
      .set({
        lastRunAt: run.ranAt,
        lastOutcome: run.outcome,
        lastFailureReason: failed ? run.reason : null,
        consecutiveFailures,
        ...(pausesNow && { pausedAt: now, pauseReason }),
      })
      .where(eq(scheduledPosts.id, postId));
    if (pausesNow) {
      await raiseForCommunity(tx, post.communityId, (community) =>
        postPausedNotice(community, post, { reason: run.reason ?? "no reason given", at: now }),
      );
    }
    const due = nextRunAt(post, post.lastRunAt ?? post.createdAt);
    const late = due !== null && run.ranAt.getTime() > due.getTime() + POST_LATE_AFTER_SECONDS * 1000;
    await countUsage(
      tx,
      post.communityId,
      failed ? "posts_failed" : late ? "posts_late" : "posts_on_time",
      run.ranAt,
    );
    const after = { ...post, lastRunAt: run.ranAt, pausedAt: pausesNow ? now : post.pausedAt };
    return {
      outcome: "recorded",
      state: {
        consecutiveFailures,
        paused: after.pausedAt !== null,
        pauseReason,
        nextRunAt: nextRunAt(after, now)?.toISOString() ?? null,
      },
    };
  });
}
