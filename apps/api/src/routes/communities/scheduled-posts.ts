import { LIMITS } from "@chartbot/addons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createScheduledPost } from "../../data/scheduled-posts/create-scheduled-post.js";
import { deleteScheduledPost } from "../../data/scheduled-posts/delete-scheduled-post.js";
import { listScheduledPosts, type ScheduledPost } from "../../data/scheduled-posts/list-scheduled-posts.js";
import { updateScheduledPost } from "../../data/scheduled-posts/update-scheduled-post.js";
import { AppError } from "../../errors.js";
import { accountOf } from "../../plugins/authenticate.js";
import { ErrorResponses } from "../schemas.js";
import { administeredCommunity } from "./administered-community.js";
import { SCHEDULABLE_COMMANDS, SCHEDULED_POST_TEXT_LIMITS } from "./community-options.js";
import { AddonRequiredResponse, CommunityParamsSchema, hasSomeField, SnowflakeSchema } from "./schemas.js";

const { min: MIN_PERIOD, max: MAX_PERIOD } = LIMITS.scheduledPostPeriodMinutes;
const noControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

const ScheduledPostSchema = z.object({
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
};

const CreateScheduledPostBodySchema = z.strictObject({
  ...fields,
  arguments: fields.arguments.default(""),
  skipWeekends: fields.skipWeekends.default(false),
  marketHoursOnly: fields.marketHoursOnly.default(false),
  message: fields.message.optional(),
  roleId: fields.roleId.optional(),
});

const UpdateScheduledPostBodySchema = z
  .strictObject({
    command: fields.command.optional(),
    arguments: fields.arguments.optional(),
    channelId: fields.channelId.optional(),
    periodMinutes: fields.periodMinutes.optional(),
    skipWeekends: fields.skipWeekends.optional(),
    marketHoursOnly: fields.marketHoursOnly.optional(),
    message: fields.message.optional(),
    roleId: fields.roleId.optional(),
  })
  .refine(...hasSomeField);

const PostParamsSchema = CommunityParamsSchema.extend({ postId: z.uuid() });

function present(post: ScheduledPost): z.infer<typeof ScheduledPostSchema> {
  return {
    id: post.id,
    command: post.command,
    arguments: post.arguments,
    channelId: post.channelId,
    periodMinutes: post.periodMinutes,
    skipWeekends: post.skipWeekends,
    marketHoursOnly: post.marketHoursOnly,
    message: post.message,
    roleId: post.roleId,
    createdAt: post.createdAt.toISOString(),
  };
}

const postNotFound = () => new AppError("not_found", "This community has no scheduled post with this id.");

/** Commands the bot posts on a schedule in a community; needs the Scheduled Posting add-on there. */
export const scheduledPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/communities/:id/scheduled-posts",
    {
      schema: {
        tags: ["communities"],
        summary: "A community's scheduled posts (listed even when Scheduled Posting has lapsed)",
        params: CommunityParamsSchema,
        response: {
          200: z.object({ scheduledPosts: z.array(ScheduledPostSchema), limit: z.int() }),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const posts = await listScheduledPosts(db, community.id);
      return { scheduledPosts: posts.map(present), limit: LIMITS.scheduledPostsPerCommunity };
    },
  );

  app.post(
    "/communities/:id/scheduled-posts",
    {
      schema: {
        tags: ["communities"],
        summary: "Schedules a bot command in a channel (needs Scheduled Posting in the community)",
        params: CommunityParamsSchema,
        body: CreateScheduledPostBodySchema,
        response: { 201: ScheduledPostSchema, ...ErrorResponses, ...AddonRequiredResponse },
      },
    },
    async (request, reply) => {
      const community = await administeredCommunity(request, request.params.id);
      const post = await createScheduledPost(db, accountOf(request).id, community.id, request.body);
      return reply.code(201).send(present(post));
    },
  );

  app.patch(
    "/communities/:id/scheduled-posts/:postId",
    {
      schema: {
        tags: ["communities"],
        summary: "Changes a scheduled post (needs Scheduled Posting in the community)",
        params: PostParamsSchema,
        body: UpdateScheduledPostBodySchema,
        response: { 200: ScheduledPostSchema, ...ErrorResponses, ...AddonRequiredResponse },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const post = await updateScheduledPost(db, community.id, request.params.postId, request.body);
      if (!post) throw postNotFound();
      return present(post);
    },
  );

  app.delete(
    "/communities/:id/scheduled-posts/:postId",
    {
      schema: {
        tags: ["communities"],
        summary: "Deletes a scheduled post (allowed without the add-on)",
        params: PostParamsSchema,
        response: { 204: z.null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const community = await administeredCommunity(request, request.params.id);
      if (!(await deleteScheduledPost(db, community.id, request.params.postId))) throw postNotFound();
      return reply.code(204).send(null);
    },
  );
};
