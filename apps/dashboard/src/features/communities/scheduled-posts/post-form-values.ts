import { SCHEDULABLE_COMMANDS, SCHEDULED_POST_TEXT_LIMITS } from "@chartbot/contracts/community-options";
import { type TemplateValues, templateTime } from "@chartbot/contracts/message-templates";
import {
  type CreateScheduledPostBody,
  currentTimeZoneName,
  DEFAULT_POST_TIME_ZONE,
  isTimeZone,
  type ScheduledPost,
  START_TIME_PATTERN,
  timeZoneChoices,
  WEEKDAYS,
  type Weekday,
} from "@chartbot/contracts/scheduled-posts";
import type { FieldErrors } from "@/auth/validation";
import {
  parseWholeNumber,
  templateProblem,
  validateDiscordId,
  validateText,
} from "@/features/communities/field-rules";

/** Longest arguments of a command and longest message. */
export const POST_TEXT_LIMITS = SCHEDULED_POST_TEXT_LIMITS;

/** What the scheduled-post form holds: text as typed. */
export interface PostFormValues {
  command: string;
  arguments: string;
  channelId: string;
  periodMinutes: string;
  /** IANA zone the days and start time are read in. */
  timeZone: string;
  /** The days it runs on (a post that skipped weekends shows them left out). */
  days: Weekday[];
  /** `HH:MM`, or empty: every period from when it is saved. */
  startTime: string;
  marketHoursOnly: boolean;
  skipHolidays: boolean;
  message: string;
  /** The role to mention; empty for nobody. */
  roleId: string;
  /** Mention @everyone (the server's own role): chosen explicitly, never through `roleId`. */
  mentionEveryone: boolean;
}

export type PostField =
  | "command"
  | "arguments"
  | "channelId"
  | "periodMinutes"
  | "timeZone"
  | "days"
  | "startTime"
  | "message"
  | "roleId";

/** The browser's own time zone when the API knows it, else UTC: where a new post's times are read. */
export function browserTimeZone(): string {
  const zone = currentTimeZoneName(new Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
  return zone && isTimeZone(zone) ? zone : DEFAULT_POST_TIME_ZONE;
}

/** Every time zone to choose from, by current name, the chosen one included even if this browser does not list it. */
export function timeZoneOptions(chosen: string): string[] {
  const zones = [...timeZoneChoices()];
  if (chosen && !zones.includes(chosen)) zones.push(chosen);
  return zones.sort();
}

/** What a zone is searched by besides its id: its city or region in words, `New York (America)`. */
export function zoneCity(zone: string): string {
  const parts = zone.split("/");
  const city = (parts.at(-1) ?? zone).replaceAll("_", " ");
  return parts.length > 1 ? `${city} (${parts.slice(0, -1).join(" / ").replaceAll("_", " ")})` : city;
}

/** The days a post runs on: its days, less Saturday and Sunday when it skips weekends. */
export function runDays(post: Pick<ScheduledPost, "days" | "skipWeekends">): Weekday[] {
  return post.days.filter((day) => !post.skipWeekends || (day !== "sat" && day !== "sun"));
}

/**
 * Starting values: the post being edited, or a new hourly post. `everyoneRoleId` is the server's @everyone
 * role (the server's id): a post that mentions it starts with "mention @everyone" on.
 */
export function postFormValues(post?: ScheduledPost, everyoneRoleId?: string): PostFormValues {
  if (!post) {
    return {
      command: "",
      arguments: "",
      channelId: "",
      periodMinutes: "60",
      timeZone: browserTimeZone(),
      days: [...WEEKDAYS],
      startTime: "",
      marketHoursOnly: false,
      skipHolidays: false,
      message: "",
      roleId: "",
      mentionEveryone: false,
    };
  }
  return {
    command: post.command,
    arguments: post.arguments,
    channelId: post.channelId,
    periodMinutes: String(post.periodMinutes),
    timeZone: currentTimeZoneName(post.timeZone),
    // Skipping weekends is leaving Saturday and Sunday out: the form has one control for both.
    days: runDays(post),
    startTime: post.startTime ?? "",
    marketHoursOnly: post.marketHoursOnly,
    skipHolidays: post.skipHolidays,
    message: post.message ?? "",
    ...(post.roleId !== null && post.roleId === everyoneRoleId
      ? { roleId: "", mentionEveryone: true }
      : { roleId: post.roleId ?? "", mentionEveryone: false }),
  };
}

/**
 * The full body of valid values, or the errors by field. Mentioning @everyone sends its role
 * (`everyoneRoleId`, the server's id) with `mentionEveryone: true`, as the API requires.
 */
export function toPostBody(
  values: PostFormValues,
  period: { min: number; max: number },
  everyoneRoleId?: string,
): { ok: true; body: CreateScheduledPostBody } | { ok: false; errors: FieldErrors<PostField> } {
  const errors: FieldErrors<PostField> = {};
  const command = SCHEDULABLE_COMMANDS.find((allowed) => allowed === values.command);
  if (!command) errors.command = "Choose the command to post.";
  const args = validateText(values.arguments, { max: POST_TEXT_LIMITS.arguments, oneLine: true });
  if (args) errors.arguments = args;
  const channel = validateDiscordId(values.channelId, "channel");
  if (channel) errors.channelId = channel;
  const periodMinutes = parseWholeNumber(values.periodMinutes, { ...period, what: "period in minutes" });
  if (!periodMinutes.ok) errors.periodMinutes = periodMinutes.error;
  if (!isTimeZone(values.timeZone.trim())) {
    errors.timeZone = "Choose a time zone from the list: type a city, like Berlin or New York.";
  }
  if (values.days.length === 0) errors.days = "Choose at least one day.";
  const startTime = values.startTime.trim();
  if (startTime && !START_TIME_PATTERN.test(startTime))
    errors.startTime = "Enter a time of day as HH:MM, e.g. 09:30.";
  const message =
    validateText(values.message, { max: POST_TEXT_LIMITS.message, oneLine: false }) ??
    templateProblem(values.message, "post");
  if (message) errors.message = message;
  const role = values.mentionEveryone ? undefined : validateDiscordId(values.roleId, "role");
  if (role) errors.roleId = role;
  if (values.mentionEveryone && !everyoneRoleId) errors.roleId = "Choose a role to mention.";
  if (!command || !periodMinutes.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      command,
      arguments: values.arguments.trim(),
      channelId: values.channelId.trim(),
      periodMinutes: periodMinutes.value,
      timeZone: values.timeZone.trim(),
      days: WEEKDAYS.filter((day) => values.days.includes(day)),
      startTime: startTime || null,
      skipWeekends: false,
      marketHoursOnly: values.marketHoursOnly,
      skipHolidays: values.skipHolidays,
      message: values.message.trim() || null,
      ...(values.mentionEveryone && everyoneRoleId
        ? { roleId: everyoneRoleId, mentionEveryone: true }
        : { roleId: values.roleId.trim() || null }),
    },
  };
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;

/** Only the fields of `body` that differ from `post` (a PATCH body); empty when nothing changed. */
export function postChanges(
  post: ScheduledPost,
  body: CreateScheduledPostBody,
): Partial<CreateScheduledPostBody> {
  return Object.fromEntries(
    (Object.keys(body) as Array<keyof CreateScheduledPostBody>)
      // mentionEveryone is not stored: it goes along whenever it is set, to confirm an @everyone roleId.
      .filter((field) => field === "mentionEveryone" || !sameValue(body[field], post[field]))
      .map((field) => [field, body[field]]),
  ) as Partial<CreateScheduledPostBody>;
}

/** `every 5 minutes`, `every hour`, `every 4 hours`, `every 90 minutes`, `once a day`. */
export function periodLabel(minutes: number): string {
  if (minutes === 1440) return "once a day";
  if (minutes === 60) return "every hour";
  if (minutes % 60 === 0) return `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}

const DAY_NAMES: Record<Weekday, { short: string; long: string }> = {
  mon: { short: "Mon", long: "Monday" },
  tue: { short: "Tue", long: "Tuesday" },
  wed: { short: "Wed", long: "Wednesday" },
  thu: { short: "Thu", long: "Thursday" },
  fri: { short: "Fri", long: "Friday" },
  sat: { short: "Sat", long: "Saturday" },
  sun: { short: "Sun", long: "Sunday" },
};

/** `Monday`. */
export const dayName = (day: Weekday) => DAY_NAMES[day].long;

/** The days a post runs on: `every day`, `weekdays`, `weekends`, or `Mon, Wed, Fri`. */
export function daysLabel(post: Pick<ScheduledPost, "days" | "skipWeekends">): string {
  const days = runDays(post);
  const key = days.join();
  if (key === WEEKDAYS.join()) return "every day";
  if (key === "mon,tue,wed,thu,fri") return "weekdays";
  if (key === "sat,sun") return "weekends";
  return days.map((day) => DAY_NAMES[day].short).join(", ");
}

/** When a post runs, in words: `every hour from 09:30, weekdays (Europe/London)`. */
export function scheduleLabel(post: ScheduledPost): string {
  const from = post.startTime ? ` from ${post.startTime}` : "";
  const when =
    post.periodMinutes === 1440 && post.startTime
      ? `once a day at ${post.startTime}`
      : `${periodLabel(post.periodMinutes)}${from}`;
  return `${when}, ${daysLabel(post)} (${post.timeZone})`;
}

/** A run time as the post's zone shows it, with the zone's short name: `Fri, Nov 27, 09:30 GMT+1`. */
export function formatRunTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/**
 * What a post's message template gets from the form, for its preview: the first argument as `{ticker}` and now
 * in the post's zone as `{time}` (the rest are known when it posts).
 */
export function postTemplateValues(values: PostFormValues, now = new Date()): TemplateValues {
  const zone = values.timeZone.trim();
  return {
    ticker: values.arguments.trim().split(/\s+/)[0] ?? "",
    ...(isTimeZone(zone) && { time: templateTime(now, zone) }),
  };
}
