import type { AuditedScheduledPost } from "@chartbot/contracts/audit-log";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { scheduledPosts } from "../../db/schema.js";
import type { ScheduledPost } from "./list-scheduled-posts.js";

/** A scheduled post as its audit log entries carry it (null: no such post). */
export function auditedScheduledPost(row: ScheduledPost | undefined): AuditedScheduledPost | null {
  if (!row) return null;
  const { command, channelId, periodMinutes, skipWeekends, marketHoursOnly, skipHolidays, timeZone } = row;
  const { days, startTime, message, roleId } = row;
  return {
    command,
    arguments: row.arguments,
    channelId,
    periodMinutes,
    skipWeekends,
    marketHoursOnly,
    skipHolidays,
    timeZone,
    days,
    startTime,
    message,
    roleId,
    paused: row.pausedAt !== null,
  };
}

/** The community's post with this id, locked for the rest of the transaction `tx`. */
export async function lockScheduledPost(
  tx: Db,
  communityId: string,
  postId: string,
): Promise<ScheduledPost | undefined> {
  const [row] = await tx
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, postId), eq(scheduledPosts.communityId, communityId)))
    .for("update");
  return row;
}
