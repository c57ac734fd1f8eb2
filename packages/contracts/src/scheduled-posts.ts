import { LIMITS } from "@chartbot/addons";
import { schedulableCommandOf } from "@chartbot/command-catalogue";
import { z } from "zod";
import { CommunityParamsSchema } from "./communities.ts";
import { SCHEDULABLE_COMMANDS, SCHEDULED_POST_TEXT_LIMITS } from "./community-options.ts";
import { SnowflakeSchema } from "./discord-id.ts";
import { hasSomeField } from "./has-some-field.ts";
import { knownPlaceholderList, refineTemplate } from "./message-templates.ts";

const { min: MIN_PERIOD, max: MAX_PERIOD } = LIMITS.scheduledPostPeriodMinutes;
const noControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

/** What the bot reported of one run of a scheduled post. */
export const SCHEDULED_POST_OUTCOMES = ["delivered", "failed"] as const;
export const ScheduledPostOutcomeSchema = z.enum(SCHEDULED_POST_OUTCOMES);
export type ScheduledPostOutcome = z.infer<typeof ScheduledPostOutcomeSchema>;

/** A scheduled post pauses after this many failed runs in a row; its owner sees why and resumes it. */
export const MAX_CONSECUTIVE_POST_FAILURES = 3;

/** The days of the week a post can run on, Monday first (ISO order). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;

/** How many coming runs a post's list entry shows. */
export const NEXT_RUN_TIMES_SHOWN = 3;

/** The zone of a post created without one (as the bot's `at <HH:MM>` option reads it). */
export const DEFAULT_POST_TIME_ZONE = "UTC";

/**
 * Zones whose current IANA name is not the one runtimes list: `Intl.supportedValuesOf` gives CLDR's ids, which
 * keep the older names. People look for the current ones; both name the same zone to `Intl`.
 */
const CURRENT_TIME_ZONE_NAMES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** A zone's current name: `Asia/Calcutta` is `Asia/Kolkata`; other names are their own. */
export function currentTimeZoneName(zone: string): string {
  return CURRENT_TIME_ZONE_NAMES[zone] ?? zone;
}

let timeZones: { choices: readonly string[]; known: ReadonlySet<string> } | undefined;
function knownTimeZones() {
  const listed = [...Intl.supportedValuesOf("timeZone"), "UTC"];
  const choices = [...new Set(listed.map(currentTimeZoneName))].sort();
  timeZones ??= { choices, known: new Set([...listed, ...choices]) };
  return timeZones;
}

/** Every time zone a post can be read in, by its current name, sorted: what a picker offers. */
export function timeZoneChoices(): readonly string[] {
  return knownTimeZones().choices;
}

/**
 * Whether `zone` is an IANA time zone this runtime knows: one of `Intl.supportedValuesOf("timeZone")`, its
 * current name (`Europe/Kyiv` for `Europe/Kiev`), or `UTC` (which that list leaves out). Other aliases
 * (`US/Eastern`) and offsets (`+05:00`) are refused.
 */
export function isTimeZone(zone: string): boolean {
  return knownTimeZones().known.has(zone);
}

/** `HH:MM`, 00:00 to 23:59. */
export const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A bot command posted on a schedule in a channel. */
export const ScheduledPostSchema = z.object({
  id: z.uuid(),
  command: z.string().describe("One of the schedulable commands, by its name in the command catalogue"),
  arguments: z.string(),
  channelId: z.string(),
  periodMinutes: z.int(),
  skipWeekends: z.boolean(),
  marketHoursOnly: z
    .boolean()
    .describe("Posts only while US markets are open (09:30 to 16:00 New York time, not on market holidays)"),
  skipHolidays: z.boolean().describe("Skips the days the New York Stock Exchange is closed for a holiday"),
  timeZone: z.string().describe("The IANA time zone its days and start time are read in"),
  days: z.array(WeekdaySchema).describe("The days of the week it runs on, in the post's time zone"),
  startTime: z
    .string()
    .nullable()
    .describe(
      "HH:MM in the post's zone: it runs then on each of its days, and every period after until that day ends. Null: every period from its creation or last run",
    ),
  message: z.string().nullable(),
  roleId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastRunAt: z.iso.datetime().nullable().describe("When the bot last ran it"),
  lastOutcome: ScheduledPostOutcomeSchema.nullable(),
  lastFailureReason: z.string().nullable().describe("Why the last run failed"),
  consecutiveFailures: z.int(),
  nextRunAt: z.iso
    .datetime()
    .nullable()
    .describe("When it runs next; null while paused (or when its days never meet US market hours)"),
  nextRunTimes: z
    .array(z.iso.datetime())
    .max(NEXT_RUN_TIMES_SHOWN)
    .describe(`Its next ${NEXT_RUN_TIMES_SHOWN} runs, the first being nextRunAt; empty while paused`),
  pausedAt: z.iso.datetime().nullable(),
  pauseReason: z
    .string()
    .nullable()
    .describe(`Why it paused: ${MAX_CONSECUTIVE_POST_FAILURES} failures in a row, with the last reason`),
});
export type ScheduledPost = z.infer<typeof ScheduledPostSchema>;

/** `GET /api/communities/:id/scheduled-posts` */
export const ScheduledPostListSchema = z.object({
  scheduledPosts: z.array(ScheduledPostSchema),
  limit: z.int(),
});
export type ScheduledPostList = z.infer<typeof ScheduledPostListSchema>;

const fields = {
  command: z
    .string()
    .trim()
    .refine((word) => schedulableCommandOf(word) !== undefined, {
      error: `must be one of the commands a scheduled post can run: ${SCHEDULABLE_COMMANDS.join(", ")}`,
    })
    .describe(
      `The bot command to run: ${SCHEDULABLE_COMMANDS.join(", ")}, or an alias of one (\`chart\` is stored as \`c\`)`,
    ),
  arguments: z
    .string()
    .trim()
    .max(SCHEDULED_POST_TEXT_LIMITS.arguments)
    .refine(noControlCharacters, "must be one line of text")
    .describe("What follows the command, e.g. `BTCUSD 4H`"),
  channelId: SnowflakeSchema.describe("The channel to post in"),
  periodMinutes: z
    .int()
    .min(MIN_PERIOD)
    .max(MAX_PERIOD)
    .describe(`Minutes between posts, ${MIN_PERIOD} to ${MAX_PERIOD}`),
  skipWeekends: z.boolean().describe("Skips Saturdays and Sundays (as leaving them out of `days` does)"),
  marketHoursOnly: z.boolean(),
  skipHolidays: z.boolean().describe("Skips US market (NYSE) holidays, by New York's calendar"),
  timeZone: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as America/New_York, or UTC")
    .describe("IANA time zone, e.g. `Europe/London`"),
  days: z
    .array(WeekdaySchema)
    .min(1, "choose at least one day")
    .max(WEEKDAYS.length)
    .refine((days) => new Set(days).size === days.length, "list each day once")
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day)))
    .describe("Days of the week to run on (`mon` to `sun`), at least one"),
  startTime: z
    .string()
    .regex(START_TIME_PATTERN, "must be a time of day as HH:MM, 00:00 to 23:59")
    .nullable()
    .describe("HH:MM in `timeZone`: first run of each day; null runs every period from creation"),
  message: z
    .string()
    .trim()
    .min(1)
    .max(SCHEDULED_POST_TEXT_LIMITS.message)
    .superRefine(refineTemplate("post"))
    .nullable()
    .describe(
      `Text sent with each post, a template: ${knownPlaceholderList("post")} are filled in when it posts ({time} in the post's time zone)`,
    ),
  roleId: SnowflakeSchema.nullable().describe("A role to mention with each post"),
  mentionEveryone: z
    .boolean()
    .describe("Must be true for roleId to be the server's @everyone role (an explicit choice)"),
};

/** `POST /api/communities/:id/scheduled-posts` */
export const CreateScheduledPostBodySchema = z.strictObject({
  ...fields,
  arguments: fields.arguments.default(""),
  skipWeekends: fields.skipWeekends.default(false),
  marketHoursOnly: fields.marketHoursOnly.default(false),
  skipHolidays: fields.skipHolidays.default(false),
  timeZone: fields.timeZone.default(DEFAULT_POST_TIME_ZONE),
  days: fields.days.default([...WEEKDAYS]),
  startTime: fields.startTime.default(null),
  message: fields.message.optional(),
  roleId: fields.roleId.optional(),
  mentionEveryone: fields.mentionEveryone.optional(),
});
export type CreateScheduledPostBody = z.input<typeof CreateScheduledPostBodySchema>;

/** `PATCH /api/communities/:id/scheduled-posts/:postId`: only the fields sent change. */
export const UpdateScheduledPostBodySchema = z
  .strictObject({
    command: fields.command.optional(),
    arguments: fields.arguments.optional(),
    channelId: fields.channelId.optional(),
    periodMinutes: fields.periodMinutes.optional(),
    skipWeekends: fields.skipWeekends.optional(),
    marketHoursOnly: fields.marketHoursOnly.optional(),
    skipHolidays: fields.skipHolidays.optional(),
    timeZone: fields.timeZone.optional(),
    days: fields.days.optional(),
    startTime: fields.startTime.optional(),
    message: fields.message.optional(),
    roleId: fields.roleId.optional(),
    mentionEveryone: fields.mentionEveryone.optional(),
    paused: z
      .boolean()
      .optional()
      .describe("true pauses the post; false resumes it and clears its failure count"),
  })
  .refine(...hasSomeField);
export type UpdateScheduledPostBody = z.input<typeof UpdateScheduledPostBodySchema>;

/** `:id` of a community and `:postId` of one of its scheduled posts. */
export const ScheduledPostParamsSchema = CommunityParamsSchema.extend({ postId: z.uuid() });

/** A "Send test" of a scheduled post: `pending` until the bot reports the post sent or failed. */
export const SCHEDULED_POST_TEST_STATUSES = ["pending", "delivered", "failed"] as const;
export const ScheduledPostTestSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  status: z.enum(SCHEDULED_POST_TEST_STATUSES),
  requestedAt: z.iso.datetime(),
  reportedAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable().describe("Why the bot could not post it, as it reported"),
});
export type ScheduledPostTest = z.infer<typeof ScheduledPostTestSchema>;
/** One test per scheduled post per this many seconds. */
export const SCHEDULED_POST_TEST_INTERVAL_SECONDS = 30;
