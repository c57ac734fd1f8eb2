import { describe, expect, it } from "vitest";
import { nextRunAt, type PostSchedule } from "../src/data/scheduled-posts/next-run-at.js";

const schedule = (values: Partial<PostSchedule> = {}): PostSchedule => ({
  periodMinutes: 60,
  skipWeekends: false,
  marketHoursOnly: false,
  createdAt: new Date("2026-03-02T10:00:00Z"),
  lastRunAt: null,
  pausedAt: null,
  ...values,
});
const next = (values: Partial<PostSchedule>, now: string) =>
  nextRunAt(schedule(values), new Date(now))?.toISOString();

describe("a scheduled post's next run", () => {
  it("is one period after its creation before the first run, then after its last run", () => {
    expect(next({}, "2026-03-02T10:30:00Z")).toBe("2026-03-02T11:00:00.000Z");
    expect(next({ lastRunAt: new Date("2026-03-02T12:10:00Z") }, "2026-03-02T12:30:00Z")).toBe(
      "2026-03-02T13:10:00.000Z",
    );
  });

  it("moves on by whole periods when the bot is behind, never into the past", () => {
    expect(next({ lastRunAt: new Date("2026-03-02T12:00:00Z") }, "2026-03-02T15:20:00Z")).toBe(
      "2026-03-02T16:00:00.000Z",
    );
    expect(next({ lastRunAt: new Date("2026-03-02T12:00:00Z") }, "2026-03-02T13:00:00Z")).toBe(
      "2026-03-02T13:00:00.000Z",
    );
  });

  it("is null while the post is paused", () => {
    expect(nextRunAt(schedule({ pausedAt: new Date() }), new Date())).toBeNull();
  });

  it("skips weekends in New York time: a Saturday run moves to Monday 00:00 there", () => {
    // Friday 2026-03-06 23:30 New York (EST, UTC-5) + 1 h = Saturday 00:30: Monday 00:00, EDT (UTC-4)
    // since DST began on Sunday 8 March.
    const lastRunAt = new Date("2026-03-07T04:30:00Z");
    expect(next({ lastRunAt, skipWeekends: true }, "2026-03-07T04:40:00Z")).toBe("2026-03-09T04:00:00.000Z");
    expect(next({ lastRunAt }, "2026-03-07T04:40:00Z")).toBe("2026-03-07T05:30:00.000Z");
  });

  it("in market hours only, waits for the next US session's 09:30 New York time, across the DST change", () => {
    // Friday 2026-03-06 15:30 EST + 1 h is after the close: Monday 09:30, which is EDT (UTC-4) from 8 March.
    const lastRunAt = new Date("2026-03-06T20:30:00Z");
    expect(next({ lastRunAt, marketHoursOnly: true }, "2026-03-06T20:40:00Z")).toBe(
      "2026-03-09T13:30:00.000Z",
    );
    // Before the open on a weekday: the same day's 09:30 (EST in February).
    expect(
      next({ lastRunAt: new Date("2026-02-10T12:00:00Z"), marketHoursOnly: true }, "2026-02-10T12:05:00Z"),
    ).toBe("2026-02-10T14:30:00.000Z");
    // Inside the session: unchanged.
    expect(
      next({ lastRunAt: new Date("2026-02-10T15:00:00Z"), marketHoursOnly: true }, "2026-02-10T15:05:00Z"),
    ).toBe("2026-02-10T16:00:00.000Z");
  });

  it("in market hours only, a run due at the 16:00 close waits for the next session", () => {
    // 2026-07-02 is a Thursday (EDT): 15:00 + 1 h = 16:00 New York, the close: Friday 09:30.
    expect(
      next({ lastRunAt: new Date("2026-07-02T19:00:00Z"), marketHoursOnly: true }, "2026-07-02T19:05:00Z"),
    ).toBe("2026-07-03T13:30:00.000Z");
  });
});
