import {
  ChannelOverrideListSchema,
  ChannelOverrideParamsSchema,
  CommunityChannelOverrideSchema,
  MAX_CHANNEL_OVERRIDES,
  PutChannelOverrideBodySchema,
} from "@chartbot/contracts/channel-overrides";
import { CommunityParamsSchema } from "@chartbot/contracts/communities";
import { ErrorResponses } from "@chartbot/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  channelOverrideValues,
  deleteChannelOverride,
  listChannelOverrides,
  putChannelOverride,
} from "../../data/channel-overrides/channel-overrides.js";
import { presentChannelOverride } from "../../data/channel-overrides/present-channel-override.js";
import { AppError } from "../../errors.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { administeredCommunity } from "./administered-community.js";

/** Per-channel ticker parsing mode and auto-delete of a community; every change goes to its audit log. */
export const channelOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/communities/:id/channel-overrides",
    {
      schema: {
        tags: ["communities"],
        summary: "The channels whose ticker parsing mode or auto-delete differ from the server's",
        params: CommunityParamsSchema,
        response: { 200: ChannelOverrideListSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const overrides = await listChannelOverrides(db, community.id);
      return { overrides: overrides.map(presentChannelOverride), limit: MAX_CHANNEL_OVERRIDES };
    },
  );

  app.put(
    "/communities/:id/channel-overrides/:channelId",
    {
      schema: {
        tags: ["communities"],
        summary: "Sets a channel's ticker parsing mode and auto-delete (creates or replaces its override)",
        description: `The channel must be a text or announcement channel of the server (checked with Discord when it is configured; an existing override of a channel since deleted may still be edited). At most ${MAX_CHANNEL_OVERRIDES} overrides per community (409 limit_reached).`,
        params: ChannelOverrideParamsSchema,
        body: PutChannelOverrideBodySchema,
        response: {
          200: CommunityChannelOverrideSchema,
          201: CommunityChannelOverrideSchema,
          ...ErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, channelId } = request.params;
      const community = await administeredCommunity(request, id);
      if ((await channelOverrideValues(db, community.id, channelId)) === null) {
        await app.discord.checkChannelChoice(community, { channelId }).catch((error: unknown) => {
          // Without a Discord bot configured the server's channels are unknown: the id is taken as given.
          if (!(error instanceof AppError && error.code === "discord_not_configured")) throw error;
        });
      }
      const { row, created } = await putChannelOverride(
        db,
        accountOf(request).id,
        community.id,
        channelId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(presentChannelOverride(row));
    },
  );

  addDeleteRoute(app, {
    path: "/communities/:id/channel-overrides/:channelId",
    tags: ["communities"],
    summary: "Removes a channel's override: the channel follows the server's settings again",
    params: ChannelOverrideParamsSchema,
    remove: async ({ id, channelId }, request) =>
      deleteChannelOverride(
        db,
        accountOf(request).id,
        (await administeredCommunity(request, id)).id,
        channelId,
      ),
    notFound: "This channel has no override in this community.",
  });
};
