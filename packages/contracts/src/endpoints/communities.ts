import {
  CommunityListSchema,
  CommunityParamsSchema,
  CommunitySettingsSchema,
  UpdateCommunityBodySchema,
} from "../communities.ts";
import { CreateCommunityBodySchema, DiscordChannelListSchema, DiscordRoleListSchema } from "../discord.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";

export const communityEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/communities",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "The communities the signed-in user manages, with counts and active add-ons",
    // Read on every dashboard screen: its answer skips zod's encode (see fast-serializer.ts).
    responses: { 200: CommunityListSchema, ...ErrorResponses },
  }),
  create: endpoint({
    method: "POST",
    path: "/communities",
    api: "dashboard",
    auth: "session",
    tag: "communities",
    summary:
      "Sets up the community of a server the user manages and Chartbot was added to (or reconnects it)",
    description:
      "Needs the current terms version, Manage Server (or Administrator, or owning the server) and the bot in the server (409 bot_not_in_server otherwise). A disconnected community of that server is connected again with its data.",
    body: CreateCommunityBodySchema,
    responses: { 201: CommunitySettingsSchema, ...ErrorResponses },
  }),
  channels: endpoint({
    method: "GET",
    path: "/communities/:id/channels",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "The server's channels, with their types and what Chartbot may do in each (from Discord)",
    params: CommunityParamsSchema,
    responses: { 200: DiscordChannelListSchema, ...ErrorResponses },
  }),
  roles: endpoint({
    method: "GET",
    path: "/communities/:id/roles",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "The server's roles with their colours, highest first (from Discord)",
    params: CommunityParamsSchema,
    responses: { 200: DiscordRoleListSchema, ...ErrorResponses },
  }),
  get: endpoint({
    method: "GET",
    path: "/communities/:id",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "One community's settings, with the ticker mode help texts and the allowed values",
    params: CommunityParamsSchema,
    responses: { 200: CommunitySettingsSchema, ...ErrorResponses },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/communities/:id",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Changes a community's settings (only the fields sent)",
    description:
      "Chart choices beyond the community's entitlements (a timeframe or chart type, or more indicators, that Advanced Charting unlocks) are refused with 402 addon_required naming the add-on.",
    params: CommunityParamsSchema,
    body: UpdateCommunityBodySchema,
    responses: { 200: CommunitySettingsSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
};
