import { LIMITS } from "@chartbot/addons";
import { z } from "zod";
import { CommunityParamsSchema } from "./communities";
import { SCHEDULABLE_COMMANDS, SCHEDULED_POST_TEXT_LIMITS } from "./community-options";
import { SnowflakeSchema } from "./discord-id";
import { hasSomeField } from "./has-some-field";

const { min: MIN_PERIOD, max: MAX_PERIOD } = LIMITS.scheduledPostPeriodMinutes;
const noControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

/** What the bot reported of one run of a scheduled post. */
export const SCHEDULED_POST_OUTCOMES = ["delivered", "failed"] as const;
export const ScheduledPostOutcomeSchema = z.enum(SCHEDULED_POST_OUTCOMES);
export type ScheduledPostOutcome = z.infer<typeof ScheduledPostOutcomeSchema>;

/** A scheduled post pauses after this many failed runs in a row; its owner sees why and resumes it. */
export const MAX_CONSECUTIVE_POST_FAILURES = 3;

/** A bot command posted on a schedule in a channel. */
export const ScheduledPostSchema = z.object({
  id: z.uuid(),
  command: z.string().describe("One of the schedulable commands"),
  arguments: z.string(),
  channelId: z.string(),
  periodMinutes: z.int(),
  skipWeekends: z.boolean(),
  marketHoursOnly: z.boolean().describe("Posts only while US markets are open"),
  message: z.string().nullable(),
  roleId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastRunAt: z.iso.datetime().nullable().describe("When the bot last ran it"),
  lastOutcome: ScheduledPostOutcomeSchema.nullable(),
  lastFailureReason: z.string().nullable().describe("Why the last run failed"),
  consecutiveFailures: z.int(),
  nextRunAt: z.iso.datetime().nullable().describe("When it runs next; null while paused"),
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
  command: z.enum(SCHEDULABLE_COMMANDS).describe("The bot command to run"),
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
  skipWeekends: z.boolean(),
  marketHoursOnly: z.boolean(),
  message: z
    .string()
    .trim()
    .min(1)
    .max(SCHEDULED_POST_TEXT_LIMITS.message)
    .nullable()
    .describe("Text sent with each post"),
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
