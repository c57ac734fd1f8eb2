import type { BotCommunity } from "@chartbot/contracts/bot";
import type { ScheduledPost } from "@chartbot/contracts/scheduled-posts";
import type { ScheduledPost as ScheduledPostRow } from "./list-scheduled-posts.js";
import { nextRunAt, nextRunTimes } from "./next-run-at.js";

/**
 * The one owner of how a scheduled post row is shown: to the dashboard (`presentScheduledPost`) and to the bot
 * (`presentBotScheduledPost`), both with the same schedule and the same next run.
 */

/** What to post, where and when: the fields every answer about a post carries. */
function postedAs(post: ScheduledPostRow) {
  return {
    id: post.id,
    command: post.command,
    arguments: post.arguments,
    channelId: post.channelId,
    periodMinutes: post.periodMinutes,
    skipWeekends: post.skipWeekends,
    marketHoursOnly: post.marketHoursOnly,
    skipHolidays: post.skipHolidays,
    timeZone: post.timeZone,
    days: post.days,
    startTime: post.startTime,
    message: post.message,
    roleId: post.roleId,
  };
}

/** A scheduled post as the dashboard shows it, with its next runs and how its last run went. */
export function presentScheduledPost(post: ScheduledPostRow, now = new Date()): ScheduledPost {
  const runs = nextRunTimes(post, now).map((run) => run.toISOString());
  return {
    ...postedAs(post),
    createdAt: post.createdAt.toISOString(),
    lastRunAt: post.lastRunAt?.toISOString() ?? null,
    lastOutcome: post.lastOutcome,
    lastFailureReason: post.lastFailureReason,
    consecutiveFailures: post.consecutiveFailures,
    nextRunAt: runs[0] ?? null,
    nextRunTimes: runs,
    pausedAt: post.pausedAt?.toISOString() ?? null,
    pauseReason: post.pauseReason,
  };
}

/** A scheduled post as the bot runs it: when to post next, and whether it is paused. */
export function presentBotScheduledPost(
  post: ScheduledPostRow,
  now = new Date(),
): BotCommunity["scheduledPosts"][number] {
  return {
    ...postedAs(post),
    paused: post.pausedAt !== null,
    nextRunAt: nextRunAt(post, now)?.toISOString() ?? null,
  };
}
