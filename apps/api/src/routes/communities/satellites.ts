import { communityEntitlements, LIMITS } from "@chartbot/addons";
import { satelliteEndpoints } from "@chartbot/contracts/endpoints/satellites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countAddonSlots } from "../../data/communities/count-addon-slots.js";
import { addSatellite } from "../../data/satellites/add-satellite.js";
import { listSatellites } from "../../data/satellites/list-satellites.js";
import { presentSatellite, runningSatellites } from "../../data/satellites/present-satellites.js";
import { removeSatellite } from "../../data/satellites/remove-satellite.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";
import { resolveSatelliteSymbol } from "./resolve-satellite-symbol.js";

/** Price satellite bots of a community: the two default symbols free, others one slot each. */
export const satelliteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, satelliteEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const [all, slots] = await Promise.all([
      listSatellites(db, community.id),
      countAddonSlots(db, community.id, "price-satellite-bots"),
    ]);
    const covered = communityEntitlements([{ slug: "price-satellite-bots", slots }]).paidSatellites;
    const { satellites, paidUsed } = runningSatellites(all, covered);
    return {
      satellites: satellites.map(({ row, running }) => presentSatellite(row, running)),
      paid: { used: paidUsed, slots, limit: LIMITS.paidSatellitesPerCommunity },
    };
  });

  addEndpoint(app, satelliteEndpoints.add, async (request, reply) => {
    const community = await administeredCommunity(request, request.params.id);
    const symbol = resolveSatelliteSymbol(request.body, community.tickerMode);
    const satellite = await addSatellite(db, accountOf(request).id, community.id, symbol.id);
    return reply.code(201).send(presentSatellite(satellite, true));
  });

  addDeleteRoute(app, satelliteEndpoints.remove, {
    remove: async ({ id, satelliteId }, request) =>
      removeSatellite(db, (await administeredCommunity(request, id)).id, satelliteId),
    notFound: "This community has no satellite with this id.",
  });
};
