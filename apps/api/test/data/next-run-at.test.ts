import { describe, expect, it } from "vitest";
import {
  isMarketHoliday,
  nextRunAt,
  nextRunTimes,
  type PostSchedule,
} from "../../src/data/scheduled-posts/next-run-at.js";

const ALL_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** A post as created before time zones, days and start times: New York, every day, no start time. */
const schedule = (values: Partial<PostSchedule> = {}): PostSchedule => ({
  periodMinutes: 60,
  skipWeekends: false,
  marketHoursOnly: false,
  skipHolidays: false,
  timeZone: "America/New_York",
  days: ALL_DAYS,
  startTime: null,
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
    // 2026-02-12 is a Thursday (EST): 15:00 + 1 h = 16:00 New York, the close: Friday 09:30.
    expect(
      next({ lastRunAt: new Date("2026-02-12T20:00:00Z"), marketHoursOnly: true }, "2026-02-12T20:05:00Z"),
    ).toBe("2026-02-13T14:30:00.000Z");
  });

  it("in market hours only, skips market holidays: Friday 3 July 2026 (Independence Day observed)", () => {
    // Thursday 2026-07-02 15:00 EDT + 1 h = the close; Friday is closed, so Monday 6 July 09:30.
    expect(
      next({ lastRunAt: new Date("2026-07-02T19:00:00Z"), marketHoursOnly: true }, "2026-07-02T19:05:00Z"),
    ).toBe("2026-07-06T13:30:00.000Z");
  });
});

describe("US market holidays (the nyse-holidays calendar)", () => {
  it.each([
    ["Good Friday 2027", 2027, 3, 26],
    ["Juneteenth 2026 (a Friday)", 2026, 6, 19],
    ["Juneteenth 2027, observed on Friday the 18th", 2027, 6, 18],
    ["Independence Day 2026, observed on Friday the 3rd", 2026, 7, 3],
    ["Thanksgiving 2026", 2026, 11, 26],
    ["Christmas 2026", 2026, 12, 25],
    ["Christmas 2027, observed on Friday the 24th", 2027, 12, 24],
    ["Martin Luther King Jr. Day 2027", 2027, 1, 18],
  ])("%s is a holiday", (_name, year, month, day) => {
    expect(isMarketHoliday(year, month, day)).toBe(true);
  });

  it.each([
    ["the day after Thanksgiving (an early close, not a holiday)", 2026, 11, 27],
    ["Columbus Day (markets open)", 2026, 10, 12],
    ["New Year's Eve 2027 (New Year 2028 is a Saturday, not observed on the Friday)", 2027, 12, 31],
    ["an ordinary Wednesday", 2026, 11, 25],
  ])("%s is not", (_name, year, month, day) => {
    expect(isMarketHoliday(year, month, day)).toBe(false);
  });
});

describe("a post with a time zone, days and a start time", () => {
  const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
  const runs = (values: Partial<PostSchedule>, now: string) =>
    iso(nextRunTimes(schedule({ createdAt: new Date("2026-01-01T00:00:00Z"), ...values }), new Date(now)));

  it("runs at the start time, then every period until the day ends, then at the start time the next day", () => {
    // Every 4 hours from 15:00 New York (EST): 15:00, 19:00, 23:00; 03:00 would be the next day, so 15:00.
    expect(runs({ startTime: "15:00", periodMinutes: 240 }, "2026-02-10T12:00:00Z")).toEqual([
      "2026-02-10T20:00:00.000Z",
      "2026-02-11T00:00:00.000Z",
      "2026-02-11T04:00:00.000Z",
    ]);
    expect(runs({ startTime: "15:00", periodMinutes: 240 }, "2026-02-11T04:30:00Z")).toEqual([
      "2026-02-11T20:00:00.000Z",
      "2026-02-12T00:00:00.000Z",
      "2026-02-12T04:00:00.000Z",
    ]);
  });

  it("keeps a daily start time on the local clock across a DST change in the post's zone", () => {
    // London leaves summer time on Sunday 25 October 2026: 08:00 BST is 07:00Z, then 08:00 GMT is 08:00Z.
    expect(
      runs({ timeZone: "Europe/London", startTime: "08:00", periodMinutes: 1440 }, "2026-10-24T06:00:00Z"),
    ).toEqual(["2026-10-24T07:00:00.000Z", "2026-10-25T08:00:00.000Z", "2026-10-26T08:00:00.000Z"]);
  });

  it("moves a start time that does not exist on a spring-forward night on by the gap", () => {
    // New York skips 02:00 to 03:00 on 8 March 2026: 02:30 that day is 03:30 EDT (07:30Z); then 02:30 EDT.
    expect(runs({ startTime: "02:30", periodMinutes: 1440 }, "2026-03-07T12:00:00Z")).toEqual([
      "2026-03-08T07:30:00.000Z",
      "2026-03-09T06:30:00.000Z",
      "2026-03-10T06:30:00.000Z",
    ]);
  });

  it("counts the period in elapsed time across a DST change within the day", () => {
    // From 00:00 EST every 2 hours on 8 March 2026: 00:00 EST, then 03:00 EDT (two hours later), 04:00 EDT...
    expect(runs({ startTime: "00:00", periodMinutes: 120 }, "2026-03-08T04:00:00Z")).toEqual([
      "2026-03-08T05:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
    ]);
  });

  it("runs only on its days, read in its zone", () => {
    // Monday, Wednesday and Friday at 10:00 in Tokyo (UTC+9); Tuesday 2026-11-24 01:00Z is Tuesday 10:00 there.
    expect(
      runs(
        { timeZone: "Asia/Tokyo", days: ["mon", "wed", "fri"], startTime: "10:00", periodMinutes: 1440 },
        "2026-11-24T00:00:00Z",
      ),
    ).toEqual(["2026-11-25T01:00:00.000Z", "2026-11-27T01:00:00.000Z", "2026-11-30T01:00:00.000Z"]);
  });

  it("skips US market holidays when asked: Thanksgiving 2026 and Good Friday 2027", () => {
    const daily = { startTime: "08:00", periodMinutes: 1440, skipHolidays: true };
    expect(runs(daily, "2026-11-25T14:00:00Z")).toEqual([
      "2026-11-27T13:00:00.000Z",
      "2026-11-28T13:00:00.000Z",
      "2026-11-29T13:00:00.000Z",
    ]);
    expect(runs({ ...daily, days: ["mon", "tue", "wed", "thu", "fri"] }, "2027-03-25T13:30:00Z")).toEqual([
      "2027-03-29T12:00:00.000Z",
      "2027-03-30T12:00:00.000Z",
      "2027-03-31T12:00:00.000Z",
    ]);
    // Without it, Thanksgiving is an ordinary day.
    expect(runs({ ...daily, skipHolidays: false }, "2026-11-25T14:00:00Z")[0]).toBe(
      "2026-11-26T13:00:00.000Z",
    );
  });

  it("in market hours only, keeps to the slots inside the session", () => {
    // Every 30 minutes from 09:00 New York: 09:00 is before the open, so 09:30, 10:00, 10:30.
    expect(
      runs({ startTime: "09:00", periodMinutes: 30, marketHoursOnly: true }, "2026-02-10T13:00:00Z"),
    ).toEqual(["2026-02-10T14:30:00.000Z", "2026-02-10T15:00:00.000Z", "2026-02-10T15:30:00.000Z"]);
  });

  it("does not run a slot twice when the bot reported it a few seconds early", () => {
    const lastRunAt = new Date("2026-02-10T19:59:50Z");
    expect(
      nextRunAt(
        schedule({ startTime: "15:00", periodMinutes: 60, lastRunAt }),
        new Date("2026-02-10T19:59:55Z"),
      )?.toISOString(),
    ).toBe("2026-02-10T21:00:00.000Z");
  });

  it("has no runs while paused, nor when its days never meet US market hours", () => {
    expect(
      runs({ startTime: "10:00", pausedAt: new Date("2026-01-02T00:00:00Z") }, "2026-02-10T00:00:00Z"),
    ).toEqual([]);
    // A daily 17:00 New York post in market hours only: after every close.
    expect(
      runs({ startTime: "17:00", periodMinutes: 1440, marketHoursOnly: true }, "2026-02-10T00:00:00Z"),
    ).toEqual([]);
    // Sunday in Tokyo is Saturday evening to Sunday evening in New York: never a session.
    expect(
      runs(
        { timeZone: "Asia/Tokyo", days: ["sun"], marketHoursOnly: true, startTime: "00:00" },
        "2026-02-10T00:00:00Z",
      ),
    ).toEqual([]);
  });
});
