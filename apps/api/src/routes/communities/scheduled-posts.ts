import { LIMITS } from "@chartbot/addons";
import { CommunityParamsSchema } from "@chartbot/contracts/communities";
import { AddonRequiredResponse, ErrorResponses } from "@chartbot/contracts/errors";
import {
  CreateScheduledPostBodySchema,
  ScheduledPostListSchema,
  ScheduledPostParamsSchema,
  ScheduledPostSchema,
  UpdateScheduledPostBodySchema,
} from "@chartbot/contracts/scheduled-posts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createScheduledPost } from "../../data/scheduled-posts/create-scheduled-post.js";
import { deleteScheduledPost } from "../../data/scheduled-posts/delete-scheduled-post.js";
import { listScheduledPosts } from "../../data/scheduled-posts/list-scheduled-posts.js";
import { presentScheduledPost } from "../../data/scheduled-posts/present-scheduled-post.js";
import { updateScheduledPost } from "../../data/scheduled-posts/update-scheduled-post.js";
import { AppError } from "../../errors.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { administeredCommunity } from "./administered-community.js";

const POST_NOT_FOUND = "This community has no scheduled post with this id.";

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
        response: { 200: ScheduledPostListSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const posts = await listScheduledPosts(db, community.id);
      const now = new Date();
      return {
        scheduledPosts: posts.map((post) => presentScheduledPost(post, now)),
        limit: LIMITS.scheduledPostsPerCommunity,
      };
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
      const { mentionEveryone, ...fields } = request.body;
      await app.discord.checkChannelChoice(community, { ...fields, mentionEveryone });
      const post = await createScheduledPost(db, accountOf(request).id, community.id, fields);
      return reply.code(201).send(presentScheduledPost(post));
    },
  );

  app.patch(
    "/communities/:id/scheduled-posts/:postId",
    {
      schema: {
        tags: ["communities"],
        summary:
          "Changes a scheduled post, or pauses or resumes it (needs Scheduled Posting in the community)",
        description:
          "`paused: false` resumes a post (paused by its owner, or by the bot after failures in a row) and clears its failure count and pause reason.",
        params: ScheduledPostParamsSchema,
        body: UpdateScheduledPostBodySchema,
        response: { 200: ScheduledPostSchema, ...ErrorResponses, ...AddonRequiredResponse },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const { mentionEveryone, ...changes } = request.body;
      await app.discord.checkChannelChoice(community, { ...changes, mentionEveryone });
      const post = await updateScheduledPost(db, community.id, request.params.postId, changes);
      if (!post) throw new AppError("not_found", POST_NOT_FOUND);
      return presentScheduledPost(post);
    },
  );

  addDeleteRoute(app, {
    path: "/communities/:id/scheduled-posts/:postId",
    tags: ["communities"],
    summary: "Deletes a scheduled post (allowed without the add-on)",
    params: ScheduledPostParamsSchema,
    remove: async ({ id, postId }, request) =>
      deleteScheduledPost(db, (await administeredCommunity(request, id)).id, postId),
    notFound: POST_NOT_FOUND,
  });
};
