import { LIMITS } from "@chartbot/addons";
import { z } from "zod";
import { CommunityParamsSchema } from "./communities";
import { SCHEDULABLE_COMMANDS, SCHEDULED_POST_TEXT_LIMITS } from "./community-options";
import { SnowflakeSchema } from "./discord-id";
import { hasSomeField } from "./has-some-field";

const { min: MIN_PERIOD, max: MAX_PERIOD } = LIMITS.scheduledPostPeriodMinutes;
const noControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

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
  })
  .refine(...hasSomeField);
export type UpdateScheduledPostBody = z.input<typeof UpdateScheduledPostBodySchema>;

/** `:id` of a community and `:postId` of one of its scheduled posts. */
export const ScheduledPostParamsSchema = CommunityParamsSchema.extend({ postId: z.uuid() });
