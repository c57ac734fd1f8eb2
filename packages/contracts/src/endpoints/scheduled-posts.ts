import { z } from "zod";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";
import {
  CreateScheduledPostBodySchema,
  SCHEDULED_POST_TEST_INTERVAL_SECONDS,
  ScheduledPostListSchema,
  ScheduledPostParamsSchema,
  ScheduledPostSchema,
  ScheduledPostTestSchema,
  UpdateScheduledPostBodySchema,
} from "../scheduled-posts.ts";

export const scheduledPostEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/communities/:id/scheduled-posts",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "A community's scheduled posts (listed even when Scheduled Posting has lapsed)",
    params: CommunityParamsSchema,
    responses: { 200: ScheduledPostListSchema, ...ErrorResponses },
  }),
  create: endpoint({
    method: "POST",
    path: "/communities/:id/scheduled-posts",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Schedules a bot command in a channel (needs Scheduled Posting in the community)",
    params: CommunityParamsSchema,
    body: CreateScheduledPostBodySchema,
    responses: { 201: ScheduledPostSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/communities/:id/scheduled-posts/:postId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Changes a scheduled post, or pauses or resumes it (needs Scheduled Posting in the community)",
    description:
      "`paused: false` resumes a post (paused by its owner, or by the bot after failures in a row) and clears its failure count and pause reason.",
    params: ScheduledPostParamsSchema,
    body: UpdateScheduledPostBodySchema,
    responses: { 200: ScheduledPostSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  test: endpoint({
    method: "POST",
    path: "/communities/:id/scheduled-posts/:postId/test",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary:
      "Asks the bot to post a scheduled post once now, as a test (needs Scheduled Posting in the community)",
    description: `202 with the pending test; the bot posts it in its channel and reports it delivered or failed (read it with \`GET\` on the same path). A test is not a run: the schedule and the failure count stay as they are. One test per post per ${SCHEDULED_POST_TEST_INTERVAL_SECONDS} seconds (429 \`rate_limited\` with Retry-After).`,
    params: ScheduledPostParamsSchema,
    responses: { 202: ScheduledPostTestSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  latestTest: endpoint({
    method: "GET",
    path: "/communities/:id/scheduled-posts/:postId/test",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "The latest test of a scheduled post and its outcome",
    description: "404 `not_found` when the post was never tested.",
    params: ScheduledPostParamsSchema,
    responses: { 200: ScheduledPostTestSchema, ...ErrorResponses },
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/communities/:id/scheduled-posts/:postId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Deletes a scheduled post (allowed without the add-on)",
    params: ScheduledPostParamsSchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
};
