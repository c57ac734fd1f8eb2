import type { ScheduledPost } from "@chartbot/contracts/scheduled-posts";

/**
 * An hourly `c` post the bot has not run yet (UTC, every day), as the API answers it, for component tests;
 * `changes` overrides fields. Each call has a new id.
 */
export function aScheduledPost(changes: Partial<ScheduledPost> = {}): ScheduledPost {
  return {
    id: crypto.randomUUID(),
    command: "c",
    arguments: "",
    channelId: "900000000000000101",
    periodMinutes: 60,
    skipWeekends: false,
    marketHoursOnly: false,
    skipHolidays: false,
    timeZone: "UTC",
    days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
    startTime: null,
    message: null,
    roleId: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    lastRunAt: null,
    lastOutcome: null,
    lastFailureReason: null,
    consecutiveFailures: 0,
    nextRunAt: null,
    nextRunTimes: [],
    pausedAt: null,
    pauseReason: null,
    ...changes,
  };
}
