import { z } from "zod";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";
import {
  CreateScheduledPostBodySchema,
  ScheduledPostListSchema,
  ScheduledPostParamsSchema,
  ScheduledPostSchema,
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
