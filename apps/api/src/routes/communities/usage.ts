import { usageEndpoints } from "@chartbot/contracts/endpoints/usage";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readUsage } from "../../data/usage/read-usage.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";

/** What the add-ons did in a community over the last 7 or 30 days (also in the public API). */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, usageEndpoints.get, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    return readUsage(db, community.id, request.query.days ?? 7);
  });
};
