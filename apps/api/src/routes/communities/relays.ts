import { LIMITS } from "@chartbot/addons";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import { relayBodyOfText } from "@chartbot/contracts/relay-payload";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createRelay } from "../../data/relays/create-relay.js";
import { deleteRelay } from "../../data/relays/delete-relay.js";
import { findCommunityRelayTarget } from "../../data/relays/find-relay-target.js";
import { listRelays } from "../../data/relays/list-relays.js";
import { presentRelay, relayUrl } from "../../data/relays/present-relay.js";
import { rotateRelay } from "../../data/relays/rotate-relay.js";
import { setRelayTemplate } from "../../data/relays/set-relay-template.js";
import { AppError } from "../../errors.js";
import { actorOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { readRelayMessage } from "../relays/read-relay-message.js";
import { administeredCommunity } from "./administered-community.js";
import { communityNotFound } from "./community-messages.js";

export const RELAY_NOT_FOUND = "This community has no relay with this id.";

/** The limit message of a community with `max` relays. */
export const relayLimitReached = (max: number) =>
  new AppError("limit_reached", `A community can have at most ${max} relays. Delete one to create another.`);

/** A community's webhook relays: free, managed by whoever manages the community. */
export const relayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const origin = app.config.origins.dashboard;

  addEndpoint(app, relayEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const rows = await listRelays(db, community.id);
    return {
      relays: rows.map(({ relay, messages }) => presentRelay(relay, messages)),
      limit: LIMITS.relaysPerCommunity,
    };
  });

  addEndpoint(app, relayEndpoints.create, async (request, reply) => {
    const community = await administeredCommunity(request, request.params.id);
    const { channelId, roleId = null, mentionEveryone, template = null } = request.body;
    await app.discord.checkChannelChoice(community, { channelId, roleId, mentionEveryone });
    const result = await createRelay(db, actorOf(request), community.id, { channelId, roleId, template });
    switch (result.outcome) {
      case "created":
        return reply
          .code(201)
          .send({ ...presentRelay(result.relay, []), url: relayUrl(origin, result.relay.id, result.secret) });
      case "community_not_found":
        throw communityNotFound();
      case "limit_reached":
        throw relayLimitReached(result.max);
    }
  });

  addEndpoint(app, relayEndpoints.update, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const { template } = request.body;
    const updated = await setRelayTemplate(
      db,
      actorOf(request),
      community.id,
      request.params.relayId,
      template,
    );
    if (!updated) throw new AppError("not_found", RELAY_NOT_FOUND);
    return presentRelay(updated.relay, updated.messages);
  });

  addEndpoint(app, relayEndpoints.rotate, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const rotated = await rotateRelay(db, actorOf(request), community.id, request.params.relayId);
    if (!rotated) throw new AppError("not_found", RELAY_NOT_FOUND);
    return { ...presentRelay(rotated.relay, []), url: relayUrl(origin, rotated.relay.id, rotated.secret) };
  });

  addDeleteRoute(app, relayEndpoints.delete, {
    remove: async ({ id, relayId }, request) =>
      deleteRelay(db, actorOf(request), (await administeredCommunity(request, id)).id, { id: relayId }),
    notFound: RELAY_NOT_FOUND,
  });

  addEndpoint(app, relayEndpoints.dryRun, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const target = await findCommunityRelayTarget(db, community.id, request.params.relayId);
    if (!target) throw new AppError("not_found", RELAY_NOT_FOUND);
    const message = readRelayMessage(relayBodyOfText(request.body.body), target.tickerMode);
    return {
      dryRun: true as const,
      ...message.parse,
      channelId: target.relay.channelId,
      roleId: target.relay.roleId,
      tickerMode: target.tickerMode,
    };
  });
};
