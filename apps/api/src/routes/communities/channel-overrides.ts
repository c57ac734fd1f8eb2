import { MAX_CHANNEL_OVERRIDES } from "@chartbot/contracts/channel-overrides";
import { channelOverrideEndpoints } from "@chartbot/contracts/endpoints/channel-overrides";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  channelOverrideValues,
  deleteChannelOverride,
  listChannelOverrides,
  putChannelOverride,
} from "../../data/channel-overrides/channel-overrides.js";
import { presentChannelOverride } from "../../data/channel-overrides/present-channel-override.js";
import { AppError } from "../../errors.js";
import { actorOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";
import { channelOverrideLimitReached, communityNotFound } from "./community-messages.js";

/** Per-channel ticker parsing mode and auto-delete of a community; every change goes to its audit log. */
export const channelOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, channelOverrideEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const overrides = await listChannelOverrides(db, community.id);
    return { overrides: overrides.map(presentChannelOverride), limit: MAX_CHANNEL_OVERRIDES };
  });

  addEndpoint(app, channelOverrideEndpoints.put, async (request, reply) => {
    const { id, channelId } = request.params;
    const community = await administeredCommunity(request, id);
    if ((await channelOverrideValues(db, community.id, channelId)) === null) {
      await app.discord.checkChannelChoice(community, { channelId }).catch((error: unknown) => {
        // Without a Discord bot configured the server's channels are unknown: the id is taken as given.
        if (!(error instanceof AppError && error.code === "discord_not_configured")) throw error;
      });
    }
    const result = await putChannelOverride(db, actorOf(request), community.id, channelId, request.body);
    switch (result.outcome) {
      case "saved":
        return reply.code(result.created ? 201 : 200).send(presentChannelOverride(result.row));
      case "community_not_found":
        throw communityNotFound();
      case "limit_reached":
        throw channelOverrideLimitReached(result.max);
    }
  });

  addDeleteRoute(app, channelOverrideEndpoints.delete, {
    remove: async ({ id, channelId }, request) => {
      const community = await administeredCommunity(request, id);
      const result = await deleteChannelOverride(db, actorOf(request), community.id, channelId);
      if (result.outcome === "community_not_found") throw communityNotFound();
      return result.outcome === "deleted";
    },
    notFound: "This channel has no override in this community.",
  });
};
