import { z } from "zod";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";
import {
  AddSatelliteBodySchema,
  SatelliteListSchema,
  SatelliteParamsSchema,
  SatelliteSchema,
} from "../satellites.ts";

export const satelliteEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/communities/:id/satellites",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "A community's price satellite bots and how many paid slots it uses",
    params: CommunityParamsSchema,
    responses: { 200: SatelliteListSchema, ...ErrorResponses },
  }),
  add: endpoint({
    method: "POST",
    path: "/communities/:id/satellites",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Adds a price satellite bot for a catalogue symbol, by id or by ticker",
    params: CommunityParamsSchema,
    body: AddSatelliteBodySchema,
    responses: { 201: SatelliteSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/communities/:id/satellites/:satelliteId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Removes a price satellite bot",
    params: SatelliteParamsSchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
};
