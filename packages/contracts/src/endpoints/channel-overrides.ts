import { z } from "zod";
import {
  ChannelOverrideListSchema,
  ChannelOverrideParamsSchema,
  CommunityChannelOverrideSchema,
  MAX_CHANNEL_OVERRIDES,
  PutChannelOverrideBodySchema,
} from "../channel-overrides.ts";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";

export const channelOverrideEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/communities/:id/channel-overrides",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "The channels whose ticker parsing mode or auto-delete differ from the server's",
    params: CommunityParamsSchema,
    responses: { 200: ChannelOverrideListSchema, ...ErrorResponses },
  }),
  put: endpoint({
    method: "PUT",
    path: "/communities/:id/channel-overrides/:channelId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Sets a channel's ticker parsing mode and auto-delete (creates or replaces its override)",
    description: `The channel must be a text or announcement channel of the server (checked with Discord when it is configured; an existing override of a channel since deleted may still be edited). At most ${MAX_CHANNEL_OVERRIDES} overrides per community (409 limit_reached).`,
    params: ChannelOverrideParamsSchema,
    body: PutChannelOverrideBodySchema,
    responses: {
      200: CommunityChannelOverrideSchema,
      201: CommunityChannelOverrideSchema,
      ...ErrorResponses,
    },
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/communities/:id/channel-overrides/:channelId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Removes a channel's override: the channel follows the server's settings again",
    params: ChannelOverrideParamsSchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
};
