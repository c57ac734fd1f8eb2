import { communityEntitlements, LIMITS } from "@chartbot/addons";
import { satelliteEndpoints } from "@chartbot/contracts/endpoints/satellites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueTicker } from "../../data/catalogue-symbols.js";
import { countAddonSlots } from "../../data/communities/count-addon-slots.js";
import { addSatellite } from "../../data/satellites/add-satellite.js";
import { listSatellites } from "../../data/satellites/list-satellites.js";
import { presentSatellite, runningSatellites } from "../../data/satellites/present-satellites.js";
import { removeSatellite } from "../../data/satellites/remove-satellite.js";
import { AppError } from "../../errors.js";
import { actorOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";
import { addonRequired, communityNotFound } from "./community-messages.js";
import { resolveSatelliteSymbol } from "./resolve-satellite-symbol.js";

/** Price satellite bots of a community: the two default symbols free, others one slot each. */
export const satelliteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const inviteTarget = (guildId: string) => ({ authorizeUrl: app.config.discord.authorizeUrl, guildId });

  addEndpoint(app, satelliteEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const [all, slots] = await Promise.all([
      listSatellites(db, community.id),
      countAddonSlots(db, community.id, "price-satellite-bots"),
    ]);
    const covered = communityEntitlements([{ slug: "price-satellite-bots", slots }]).paidSatellites;
    const { satellites, paidUsed } = runningSatellites(all, covered);
    return {
      satellites: satellites.map(({ row, running }) =>
        presentSatellite(row, running, inviteTarget(community.guildId)),
      ),
      paid: { used: paidUsed, slots, limit: LIMITS.paidSatellitesPerCommunity },
    };
  });

  addEndpoint(app, satelliteEndpoints.add, async (request, reply) => {
    const community = await administeredCommunity(request, request.params.id);
    const symbol = resolveSatelliteSymbol(request.body, community.tickerMode);
    const result = await addSatellite(db, actorOf(request), community.id, symbol.id);
    const ticker = catalogueTicker(symbol.id);
    switch (result.outcome) {
      case "added":
        return reply
          .code(201)
          .send(presentSatellite(result.satellite, true, inviteTarget(community.guildId)));
      case "community_not_found":
        throw communityNotFound();
      case "duplicate":
        throw new AppError("conflict", `This community already has a ${ticker} satellite.`);
      case "paid_limit_reached":
        throw new AppError(
          "limit_reached",
          `A community can run at most ${result.max} paid satellites (BTCUSD and ETHUSD are free on top). Remove one to add ${ticker}.`,
        );
      case "addon_required":
        throw addonRequired("price-satellite-bots", "add satellites other than BTC and ETH");
      case "slots_in_use":
        throw new AppError(
          "limit_reached",
          `All ${result.slots} Price Satellite Bots slots of this community are in use. Assign another slot to it on the Subscriptions page, or remove a satellite, to add ${ticker}.`,
        );
    }
  });

  addDeleteRoute(app, satelliteEndpoints.remove, {
    remove: async ({ id, satelliteId }, request) =>
      removeSatellite(db, actorOf(request), (await administeredCommunity(request, id)).id, satelliteId),
    notFound: "This community has no satellite with this id.",
  });
};
