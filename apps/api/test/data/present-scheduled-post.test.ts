import { describe, expect, it } from "vitest";
import type { ScheduledPost } from "../../src/data/scheduled-posts/list-scheduled-posts.js";
import {
  presentBotScheduledPost,
  presentScheduledPost,
} from "../../src/data/scheduled-posts/present-scheduled-post.js";

// The one owner of how a scheduled post shows: the dashboard and the bot see the same post, schedule and next run.

const now = new Date(Date.UTC(2026, 10, 27, 7, 10));

function post(changes: Partial<ScheduledPost> = {}): ScheduledPost {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    communityId: "00000000-0000-4000-8000-0000000000aa",
    command: "chart",
    arguments: "BTCUSD 4h",
    channelId: "900000000000000102",
    periodMinutes: 60,
    skipWeekends: false,
    marketHoursOnly: false,
    skipHolidays: false,
    timeZone: "Europe/Paris",
    days: ["mon", "tue", "wed", "thu", "fri"],
    startTime: "08:30",
    message: "Morning chart",
    roleId: "900000000000000199",
    lastRunAt: null,
    lastOutcome: null,
    lastFailureReason: null,
    consecutiveFailures: 0,
    pausedAt: null,
    pauseReason: null,
    createdAt: new Date(Date.UTC(2026, 10, 1)),
    ...changes,
  };
}

describe("presentScheduledPost and presentBotScheduledPost", () => {
  it("give the dashboard and the bot the same post, schedule and next run", () => {
    for (const row of [
      post(),
      post({ skipWeekends: true, periodMinutes: 240, message: null, roleId: null }),
    ]) {
      const dashboard = presentScheduledPost(row, now);
      const bot = presentBotScheduledPost(row, now);
      const { paused, nextRunAt, ...posted } = bot;
      expect(dashboard).toMatchObject(posted);
      expect(nextRunAt).toBe(dashboard.nextRunAt);
      expect(nextRunAt).not.toBeNull();
      expect(paused).toBe(false);
    }
  });

  it("tells the bot a paused post is paused, as the dashboard shows it", () => {
    const paused = post({ pausedAt: new Date(Date.UTC(2026, 10, 26)), pauseReason: "failures" });
    expect(presentBotScheduledPost(paused, now).paused).toBe(true);
    expect(presentScheduledPost(paused, now)).toMatchObject({
      pausedAt: "2026-11-26T00:00:00.000Z",
      pauseReason: "failures",
    });
  });
});
