/** The US regular trading session, New York time: 09:30 to 16:00 on weekdays (exchange holidays not known). */
const MARKET_TIME_ZONE = "America/New_York";
const SESSION_OPENS = 9 * 60 + 30;
const SESSION_CLOSES = 16 * 60;
const MINUTE = 60_000;

/** What decides when a scheduled post runs next. */
export interface PostSchedule {
  periodMinutes: number;
  skipWeekends: boolean;
  marketHoursOnly: boolean;
  createdAt: Date;
  lastRunAt: Date | null;
  pausedAt: Date | null;
}

const newYork = new Intl.DateTimeFormat("en-US", {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  weekday: "short",
});

/** The New York wall clock at `time`. */
function newYorkClock(time: number) {
  const parts = Object.fromEntries(newYork.formatToParts(time).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = [
    parts.year,
    parts.month,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  ].map(Number) as [number, number, number, number, number, number];
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    weekend: parts.weekday === "Sat" || parts.weekday === "Sun",
  };
}

/** The instant New York's clocks show `minutes` past midnight on the given date (`day` may overflow). */
function newYorkTime(year: number, month: number, day: number, minutes: number): number {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  // New York is 4 or 5 hours behind UTC: measure the offset at the guess, then once more across a change.
  let time = wall;
  for (let i = 0; i < 2; i++) {
    const clock = newYorkClock(time);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    time += wall - shown;
  }
  return time;
}

/** The first moment at or after `time` when the post may run. */
function firstAllowed(time: number, schedule: PostSchedule): number {
  let candidate = time;
  // Each step moves to a later day or into the session: a week of steps always lands.
  for (let step = 0; step < 16; step++) {
    const clock = newYorkClock(candidate);
    const minutes = clock.hour * 60 + clock.minute;
    if (clock.weekend && (schedule.skipWeekends || schedule.marketHoursOnly)) {
      candidate = newYorkTime(
        clock.year,
        clock.month,
        clock.day + 1,
        schedule.marketHoursOnly ? SESSION_OPENS : 0,
      );
    } else if (schedule.marketHoursOnly && minutes < SESSION_OPENS) {
      candidate = newYorkTime(clock.year, clock.month, clock.day, SESSION_OPENS);
    } else if (schedule.marketHoursOnly && minutes >= SESSION_CLOSES) {
      candidate = newYorkTime(clock.year, clock.month, clock.day + 1, SESSION_OPENS);
    } else {
      return candidate;
    }
  }
  return candidate;
}

/**
 * When the bot runs the post next: one period after its last run (or its creation, before the first), moved
 * on by whole periods to no earlier than `now` when the bot is behind, then to the first moment the post may
 * run (Monday 00:00 New York time when it skips weekends; the next session's 09:30 New York time when it runs
 * in US market hours only). Null while it is paused.
 */
export function nextRunAt(schedule: PostSchedule, now: Date): Date | null {
  if (schedule.pausedAt) return null;
  const period = schedule.periodMinutes * MINUTE;
  const start = (schedule.lastRunAt ?? schedule.createdAt).getTime() + period;
  const behind = Math.max(0, now.getTime() - start);
  const due = start + Math.ceil(behind / period) * period;
  return new Date(firstAllowed(due, schedule));
}
