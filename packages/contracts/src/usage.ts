import { USAGE_FIGURES, type UsageFigure } from "@chartbot/addons";
import { COMMAND_NAMES } from "@chartbot/command-catalogue";
import { z } from "zod";

// What the add-ons did in a community, in hourly buckets (docs/decisions/usage-buckets.md). The bot reports
// what only it sees (commands answered, relay messages posted); the API counts the rest from what the bot
// already reports (post runs, alert deliveries, satellite heartbeats). Which figure belongs to which add-on is
// `@chartbot/addons`' (`usageHeadlines`).

/** What the bot reports itself: `kind` is the command's name for `commands_answered`, and empty otherwise. */
export const BOT_USAGE_METRICS = ["commands_answered", "relay_messages_posted"] as const;
export type BotUsageMetric = (typeof BOT_USAGE_METRICS)[number];
/**
 * Every metric a bucket holds: the bot's, and those the API counts as the bot's reports arrive (a post run on
 * time, late or failed; an hour a satellite sent a heartbeat, `kind` its id). Alert deliveries are read from the
 * alerts' history instead, which keeps them.
 */
export const USAGE_METRICS = [
  ...BOT_USAGE_METRICS,
  "posts_on_time",
  "posts_late",
  "posts_failed",
  "satellite_up",
] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** Most buckets one usage report may hold. */
export const USAGE_REPORT_MAX_BUCKETS = 500;
/** How far back the bot may report an hour: a bot that was down longer than this loses the hours before. */
export const USAGE_REPORT_MAX_AGE_DAYS = 7;
/** The most one bucket may count (one command a second for the hour, many times over). */
export const USAGE_BUCKET_MAX_COUNT = 1_000_000;
/** The periods a usage answer covers, in days. */
export const USAGE_PERIODS = [7, 30] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
/** How long usage hours are kept: the longest period shown, and a few days more. */
export const USAGE_RETENTION_DAYS = 35;
/** A delivered post this long after the time it was due is late. */
export const POST_LATE_AFTER_SECONDS = 60;

const HOUR_MS = 3_600_000;

/** Whether `kind` names a command of the catalogue: what `commands_answered` counts by. */
export const isUsageCommand = (kind: string): boolean => (COMMAND_NAMES as readonly string[]).includes(kind);

/** One hour's count of one metric (and kind) in a community. */
export const UsageBucketSchema = z
  .strictObject({
    hour: z.iso
      .datetime()
      .refine(
        (value) => Date.parse(value) % HOUR_MS === 0,
        "must be the start of an hour (minutes and seconds 0)",
      )
      .refine((value) => Date.parse(value) <= Date.now(), "must not be an hour that has not started yet")
      .refine(
        (value) => Date.parse(value) >= Date.now() - USAGE_REPORT_MAX_AGE_DAYS * 24 * HOUR_MS - HOUR_MS,
        `must be within the last ${USAGE_REPORT_MAX_AGE_DAYS} days`,
      )
      .describe("The start of the hour, in UTC (`2026-11-30T14:00:00Z`)"),
    metric: z.enum(BOT_USAGE_METRICS),
    kind: z
      .string()
      .default("")
      .describe("The command's name (`chart`) for `commands_answered`; left out for `relay_messages_posted`"),
    count: z
      .int()
      .min(0)
      .max(USAGE_BUCKET_MAX_COUNT)
      .describe("The whole hour's count so far, not an increment"),
  })
  .superRefine((bucket, context) => {
    if (bucket.metric === "commands_answered" && !isUsageCommand(bucket.kind)) {
      context.addIssue({
        code: "custom",
        path: ["kind"],
        message: `must be a command: ${COMMAND_NAMES.join(", ")}`,
      });
    }
    if (bucket.metric !== "commands_answered" && bucket.kind !== "") {
      context.addIssue({ code: "custom", path: ["kind"], message: `must be left out for ${bucket.metric}` });
    }
  });
export type UsageBucket = z.output<typeof UsageBucketSchema>;

/** `PUT /api/bot/v1/guilds/:guildId/usage`: hours of a community's usage, each replacing what was reported of it. */
export const BotUsageReportBodySchema = z.strictObject({
  buckets: z
    .array(UsageBucketSchema)
    .min(1)
    .max(USAGE_REPORT_MAX_BUCKETS)
    .refine(
      (buckets) =>
        new Set(buckets.map((b) => `${Date.parse(b.hour)} ${b.metric} ${b.kind}`)).size === buckets.length,
      "must name each hour, metric and kind once",
    ),
});
export type BotUsageReportBody = z.input<typeof BotUsageReportBodySchema>;

/** The answer to a usage report. */
export const BotUsageReportedSchema = z.object({
  recorded: z.int().describe("Buckets stored; a bucket reported before is replaced, never added to"),
});

/** `GET /communities/:id/usage` query. */
export const UsageQuerySchema = z.object({
  days: z
    .enum(USAGE_PERIODS.map(String) as ["7", "30"])
    .transform((days) => Number(days) as UsagePeriod)
    .optional()
    .describe("7 or 30; 7 when left out"),
});

const figure = (description: string) => z.int().min(0).describe(description);
/** The figures of a day or a period; what each adds up is documented per field. */
export const UsageFiguresSchema = z.object({
  commandsAnswered: figure("Commands the bot answered (reported by the bot)"),
  relayMessagesPosted: figure("Webhook relay messages the bot posted (reported by the bot)"),
  postsOnTime: figure(
    `Scheduled posts delivered no more than ${POST_LATE_AFTER_SECONDS} s after they were due`,
  ),
  postsLate: figure(`Scheduled posts delivered more than ${POST_LATE_AFTER_SECONDS} s after they were due`),
  postsFailed: figure("Scheduled post runs that failed"),
  alertsDelivered: figure("Channel alerts of the community the bot delivered"),
  alertsFailed: figure("Channel alerts of the community the bot could not deliver"),
  satelliteHoursUp: figure(
    "Hours in which a satellite of the community sent a heartbeat, summed over satellites",
  ),
  satelliteHoursExpected: figure("Whole hours the community's satellites existed, summed over satellites"),
} satisfies Record<UsageFigure, z.ZodType>);
export type UsageFigures = z.infer<typeof UsageFiguresSchema>;
// The add-ons' list and the contract's fields are one list.
USAGE_FIGURES satisfies readonly (keyof UsageFigures)[];

/** `GET /communities/:id/usage`: a community's usage over the last 7 or 30 days, a day at a time (UTC). */
export const UsageSchema = z.object({
  days: z.union([z.literal(7), z.literal(30)]),
  from: z.iso.datetime().describe("Midnight UTC of the first day"),
  to: z.iso.datetime().describe("When the figures were read"),
  daily: z
    .array(UsageFiguresSchema.extend({ date: z.iso.date() }))
    .describe("One entry per UTC day, oldest first, today last"),
  totals: UsageFiguresSchema,
  commands: z
    .array(z.object({ command: z.string(), count: z.int() }))
    .describe("Commands answered in the period by command, most first"),
});
export type Usage = z.infer<typeof UsageSchema>;
