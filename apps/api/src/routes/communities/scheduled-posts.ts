import { LIMITS } from "@chartbot/addons";
import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createScheduledPost } from "../../data/scheduled-posts/create-scheduled-post.js";
import { deleteScheduledPost } from "../../data/scheduled-posts/delete-scheduled-post.js";
import { listScheduledPosts } from "../../data/scheduled-posts/list-scheduled-posts.js";
import {
  findLatestPostTest,
  requestPostTest,
  toPostTestView,
} from "../../data/scheduled-posts/post-tests.js";
import { presentScheduledPost } from "../../data/scheduled-posts/present-scheduled-post.js";
import { updateScheduledPost } from "../../data/scheduled-posts/update-scheduled-post.js";
import { AppError } from "../../errors.js";
import { actorOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";
import { addonRequired, communityNotFound } from "./community-messages.js";

const POST_NOT_FOUND = "This community has no scheduled post with this id.";

/** Commands the bot posts on a schedule in a community; needs the Scheduled Posting add-on there. */
export const scheduledPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, scheduledPostEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const posts = await listScheduledPosts(db, community.id);
    const now = new Date();
    return {
      scheduledPosts: posts.map((post) => presentScheduledPost(post, now)),
      limit: LIMITS.scheduledPostsPerCommunity,
    };
  });

  addEndpoint(app, scheduledPostEndpoints.create, async (request, reply) => {
    const community = await administeredCommunity(request, request.params.id);
    const { mentionEveryone, ...fields } = request.body;
    await app.discord.checkChannelChoice(community, { ...fields, mentionEveryone });
    const result = await createScheduledPost(db, actorOf(request), community.id, fields);
    switch (result.outcome) {
      case "created":
        return reply.code(201).send(presentScheduledPost(result.post));
      case "community_not_found":
        throw communityNotFound();
      case "addon_required":
        throw addonRequired(result.addon, "schedule posts");
      case "limit_reached":
        throw new AppError(
          "limit_reached",
          `A community can have at most ${result.max} scheduled posts. Delete one to schedule another.`,
        );
    }
  });

  addEndpoint(app, scheduledPostEndpoints.update, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const { mentionEveryone, ...changes } = request.body;
    await app.discord.checkChannelChoice(community, { ...changes, mentionEveryone });
    const result = await updateScheduledPost(
      db,
      actorOf(request),
      community.id,
      request.params.postId,
      changes,
    );
    switch (result.outcome) {
      case "updated":
        return presentScheduledPost(result.post);
      case "not_found":
        throw new AppError("not_found", POST_NOT_FOUND);
      case "addon_required":
        throw addonRequired(result.addon, "change scheduled posts");
    }
  });

  addEndpoint(app, scheduledPostEndpoints.test, async (request, reply) => {
    const community = await administeredCommunity(request, request.params.id);
    const result = await requestPostTest(db, community.id, request.params.postId);
    switch (result.outcome) {
      case "requested":
        return reply.code(202).send(toPostTestView(result.test));
      case "not_found":
        throw new AppError("not_found", POST_NOT_FOUND);
      case "addon_required":
        throw addonRequired(result.addon, "test scheduled posts");
      case "too_soon":
        throw new AppError(
          "rate_limited",
          `A test of this post was requested moments ago. Try again in ${result.retryAfterSeconds} seconds.`,
          { retryAfterSeconds: result.retryAfterSeconds },
        );
    }
  });

  addEndpoint(app, scheduledPostEndpoints.latestTest, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const test = await findLatestPostTest(db, community.id, request.params.postId);
    if (!test) throw new AppError("not_found", "This scheduled post has not been tested.");
    return toPostTestView(test);
  });

  addDeleteRoute(app, scheduledPostEndpoints.delete, {
    remove: async ({ id, postId }, request) =>
      deleteScheduledPost(db, actorOf(request), (await administeredCommunity(request, id)).id, postId),
    notFound: POST_NOT_FOUND,
  });
};
