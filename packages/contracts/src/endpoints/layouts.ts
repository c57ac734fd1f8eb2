import { z } from "zod";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";
import {
  CreateLayoutBodySchema,
  LayoutListSchema,
  LayoutParamsSchema,
  LayoutSchema,
  UpdateLayoutBodySchema,
} from "../layouts.ts";

export const layoutEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/communities/:id/layouts",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "A community's TradingView layouts, by label (listed even when the add-on has lapsed)",
    params: CommunityParamsSchema,
    responses: { 200: LayoutListSchema, ...ErrorResponses },
  }),
  create: endpoint({
    method: "POST",
    path: "/communities/:id/layouts",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Saves a TradingView layout (needs TradingView Layouts in the community)",
    params: CommunityParamsSchema,
    body: CreateLayoutBodySchema,
    responses: { 201: LayoutSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/communities/:id/layouts/:layoutId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Changes a TradingView layout (needs TradingView Layouts in the community)",
    params: LayoutParamsSchema,
    body: UpdateLayoutBodySchema,
    responses: { 200: LayoutSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/communities/:id/layouts/:layoutId",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Deletes a TradingView layout (allowed without the add-on)",
    params: LayoutParamsSchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
};
