import { NEXT_RUN_TIMES_SHOWN, type Weekday } from "@chartbot/contracts/scheduled-posts";
import { getHolidays } from "nyse-holidays";

/**
 * The one owner of when a scheduled post runs (see docs/decisions/scheduled-post-times.md). The US
 * regular trading session is 09:30 to 16:00 New York time on weekdays that are not NYSE holidays; the holiday
 * calendar is the `nyse-holidays` package (NYSE Rule 7.2's holidays computed by rule, observed dates included;
 * unscheduled closures such as national days of mourning are not in it).
 */
const MARKET_TIME_ZONE = "America/New_York";
const SESSION_OPENS = 9 * 60 + 30;
const SESSION_CLOSES = 16 * 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead a run is looked for: a post whose days never meet the market's has no next run. */
const HORIZON = 400 * DAY;
/** A run reported this close after a slot (or before it) is that slot's run: the next run is a later slot. */
const RUN_TOLERANCE = 30_000;

/** What decides when a scheduled post runs next. */
export interface PostSchedule {
  periodMinutes: number;
  skipWeekends: boolean;
  marketHoursOnly: boolean;
  skipHolidays: boolean;
  /** IANA zone its days and start time are read in. */
  timeZone: string;
  days: readonly string[];
  /** `HH:MM` in `timeZone`, or null: every period from its creation or last run. */
  startTime: string | null;
  createdAt: Date;
  lastRunAt: Date | null;
  pausedAt: Date | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_OF: Record<string, Weekday> = {
  Mon: "mon",
  Tue: "tue",
  Wed: "wed",
  Thu: "thu",
  Fri: "fri",
  Sat: "sat",
  Sun: "sun",
};

/** The wall clock of `zone` at `time`. */
function clockIn(zone: string, time: number) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = [
    parts.year,
    parts.month,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  ].map(Number) as [number, number, number, number, number, number];
  const weekday = WEEKDAY_OF[parts.weekday ?? ""] ?? "mon";
  return { year, month, day, minutes: hour * 60 + minute, second, weekday };
}

/** How far `zone`'s clocks are ahead of UTC at `time`, in milliseconds. */
function offsetAt(zone: string, time: number): number {
  const clock = clockIn(zone, time);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes, clock.second);
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * The instant `zone`'s clocks show `minutes` past midnight on the given date (`day` and `minutes` may overflow).
 * A time shown twice (clocks going back) is its first; a time never shown (clocks going forward) is moved on by
 * the gap, e.g. 02:30 on a spring-forward night in New York is 03:30 EDT.
 */
function zonedTime(zone: string, year: number, month: number, day: number, minutes: number): number {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const before = offsetAt(zone, wall - DAY);
  const after = offsetAt(zone, wall + DAY);
  const shown = [wall - before, wall - after].filter((time) => time + offsetAt(zone, time) === wall);
  return shown.length > 0 ? Math.min(...shown) : wall - before;
}

const holidayYears = new Map<number, ReadonlySet<string>>();
/** Whether the NYSE is closed all day for a holiday on this New York date. */
export function isMarketHoliday(year: number, month: number, day: number): boolean {
  let dates = holidayYears.get(year);
  if (!dates) {
    dates = new Set(getHolidays(year).map((holiday) => holiday.dateString));
    holidayYears.set(year, dates);
  }
  return dates.has(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
}

/**
 * The first moment at or after `time` when the post may run, or null when there is none within the horizon:
 * on one of its days in its zone (not a weekend one when it skips weekends), not on a New York market holiday
 * when it skips holidays or runs in market hours only, and inside the session when it runs in market hours only.
 */
function firstAllowed(time: number, schedule: PostSchedule): number | null {
  const days = new Set(schedule.days);
  const skipsHolidays = schedule.skipHolidays || schedule.marketHoursOnly;
  let candidate = time;
  // Each step moves to a later day or into a session; the horizon bounds a schedule that never lands.
  while (candidate - time <= HORIZON) {
    const local = clockIn(schedule.timeZone, candidate);
    const weekend = local.weekday === "sat" || local.weekday === "sun";
    if (!days.has(local.weekday) || (schedule.skipWeekends && weekend)) {
      candidate = zonedTime(schedule.timeZone, local.year, local.month, local.day + 1, 0);
      continue;
    }
    if (!skipsHolidays) return candidate;
    const ny = clockIn(MARKET_TIME_ZONE, candidate);
    const nyWeekend = ny.weekday === "sat" || ny.weekday === "sun";
    const opens = schedule.marketHoursOnly ? SESSION_OPENS : 0;
    if (
      isMarketHoliday(ny.year, ny.month, ny.day) ||
      (schedule.marketHoursOnly && (nyWeekend || ny.minutes >= SESSION_CLOSES))
    ) {
      candidate = zonedTime(MARKET_TIME_ZONE, ny.year, ny.month, ny.day + 1, opens);
    } else if (schedule.marketHoursOnly && ny.minutes < SESSION_OPENS) {
      candidate = zonedTime(MARKET_TIME_ZONE, ny.year, ny.month, ny.day, SESSION_OPENS);
    } else {
      return candidate;
    }
  }
  return null;
}

/** `HH:MM` as minutes past midnight. */
const minutesOf = (startTime: string) => {
  const [hours = 0, minutes = 0] = startTime.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * The first of the post's start-time slots at or after `time`: on each day in its zone, the start time, then
 * every period (of elapsed time) while still that day.
 */
function slotAtOrAfter(time: number, zone: string, startMinutes: number, period: number): number {
  const local = clockIn(zone, time);
  const dayStart = zonedTime(zone, local.year, local.month, local.day, startMinutes);
  if (time <= dayStart) return dayStart;
  const slot = dayStart + Math.ceil((time - dayStart) / period) * period;
  const dayEnd = zonedTime(zone, local.year, local.month, local.day + 1, 0);
  return slot < dayEnd ? slot : zonedTime(zone, local.year, local.month, local.day + 1, startMinutes);
}

/**
 * When the bot runs the post next; null while it is paused (or when no moment in the next 400 days suits it).
 *
 * With a start time: the first slot (see `slotAtOrAfter`) no earlier than `now` and more than 30 seconds
 * after its last run (a run reported a little early is not run twice) that falls on an allowed moment.
 * Without one (posts from before start times): one period after its last run (or its creation), moved on by
 * whole periods to no earlier than `now` when the bot is behind, then to the first allowed moment (the next
 * allowed day's 00:00 in its zone; the next session's 09:30 New York time in market hours only).
 */
export function nextRunAt(schedule: PostSchedule, now: Date): Date | null {
  if (schedule.pausedAt) return null;
  const period = schedule.periodMinutes * MINUTE;
  if (schedule.startTime === null) {
    const start = (schedule.lastRunAt ?? schedule.createdAt).getTime() + period;
    const behind = Math.max(0, now.getTime() - start);
    const allowed = firstAllowed(start + Math.ceil(behind / period) * period, schedule);
    return allowed === null ? null : new Date(allowed);
  }
  const startMinutes = minutesOf(schedule.startTime);
  const from = Math.max(now.getTime(), (schedule.lastRunAt?.getTime() ?? 0) + RUN_TOLERANCE + 1);
  let candidate = from;
  while (candidate - from <= HORIZON) {
    const slot = slotAtOrAfter(candidate, schedule.timeZone, startMinutes, period);
    const allowed = firstAllowed(slot, schedule);
    if (allowed === null) return null;
    if (allowed === slot) return new Date(slot);
    candidate = allowed;
  }
  return null;
}

/** The post's next `count` runs, as the bot will run them (each one the next after the one before). */
export function nextRunTimes(schedule: PostSchedule, now: Date, count = NEXT_RUN_TIMES_SHOWN): Date[] {
  const runs: Date[] = [];
  let state = schedule;
  let from = now;
  while (runs.length < count) {
    const run = nextRunAt(state, from);
    if (!run) break;
    runs.push(run);
    state = { ...state, lastRunAt: run };
    from = run;
  }
  return runs;
}
