import { botEndpoints } from "@chartbot/contracts/endpoints/bot";
import { RELAY_FEED_PAGE } from "@chartbot/contracts/relays";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Actor } from "../../data/communities/audit-log.js";
import { createRelay } from "../../data/relays/create-relay.js";
import { deleteRelay } from "../../data/relays/delete-relay.js";
import { findRelayManager } from "../../data/relays/find-relay-manager.js";
import { listRelays } from "../../data/relays/list-relays.js";
import { presentRelay, relayUrl } from "../../data/relays/present-relay.js";
import { acknowledgeRelayMessages, readRelayFeed } from "../../data/relays/relay-feed.js";
import type { Db } from "../../db/open-database.js";
import { AppError } from "../../errors.js";
import { relayLimitReached } from "../communities/relays.js";
import { addEndpoint } from "../endpoint-route.js";

const REFUSALS = {
  no_community: new AppError("not_found", "No community is set up for this server."),
  not_linked: new AppError(
    "forbidden",
    "Link your Discord account on the Chartbot website (Account settings) to manage relays from Discord.",
  ),
  not_manager: new AppError(
    "forbidden",
    "Managing relays needs the Manage Server permission in this server.",
  ),
} as const;

/** The community and the actor (the member's account) of a `relay` command, or the refusal that says why not. */
async function managerOf(db: Db, guildId: string, discordUserId: string) {
  const manager = await findRelayManager(db, guildId, discordUserId);
  if (manager.outcome !== "manager") throw REFUSALS[manager.outcome];
  if (manager.community.disconnectedAt) throw new AppError("community_disconnected");
  const actor: Actor = { accountId: manager.accountId, apiTokenId: null };
  return { community: manager.community, actor };
}

/** The bot's relay feed and acknowledgements, and the `relay create/list/delete` commands. */
export const botRelayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const origin = app.config.origins.dashboard;

  addEndpoint(app, botEndpoints.relayMessages, async (request) => {
    const { cursor, limit } = request.query;
    return readRelayFeed(
      db,
      cursor === undefined ? undefined : Number(cursor),
      limit ?? RELAY_FEED_PAGE.default,
    );
  });

  addEndpoint(app, botEndpoints.acknowledgeRelayMessages, async (request) => {
    const { acknowledgements } = request.body;
    const recorded = await acknowledgeRelayMessages(db, acknowledgements);
    return { recorded, ignored: acknowledgements.length - recorded };
  });

  addEndpoint(app, botEndpoints.relays, async (request) => {
    const { community } = await managerOf(db, request.params.guildId, request.query.discordUserId);
    const rows = await listRelays(db, community.id);
    return {
      relays: rows.map(({ relay }) => {
        const { id, number, channelId, roleId, createdAt, lastUsedAt } = presentRelay(relay, []);
        return { id, number, channelId, roleId, createdAt, lastUsedAt };
      }),
    };
  });

  addEndpoint(app, botEndpoints.createRelay, async (request, reply) => {
    const { discordUserId, channelId, roleId = null, mentionEveryone, template = null } = request.body;
    const { community, actor } = await managerOf(db, request.params.guildId, discordUserId);
    await app.discord.checkChannelChoice(community, { channelId, roleId, mentionEveryone });
    const result = await createRelay(db, actor, community.id, { channelId, roleId, template });
    if (result.outcome === "limit_reached") throw relayLimitReached(result.max);
    if (result.outcome !== "created") throw REFUSALS.not_manager;
    const { id, number, createdAt, lastUsedAt } = presentRelay(result.relay, []);
    return reply.code(201).send({
      id,
      number,
      channelId,
      roleId,
      createdAt,
      lastUsedAt,
      url: relayUrl(origin, result.relay.id, result.secret),
    });
  });

  addEndpoint(app, botEndpoints.deleteRelay, async (request, reply) => {
    const { community, actor } = await managerOf(db, request.params.guildId, request.query.discordUserId);
    const deleted = await deleteRelay(db, actor, community.id, { number: request.params.number });
    if (!deleted) throw new AppError("not_found", `This server has no relay ${request.params.number}.`);
    return reply.code(204).send(null);
  });
};
