import { LIMITS } from "@chartbot/addons";
import { layoutEndpoints } from "@chartbot/contracts/endpoints/layouts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createLayout } from "../../data/layouts/create-layout.js";
import { deleteLayout } from "../../data/layouts/delete-layout.js";
import { listLayouts } from "../../data/layouts/list-layouts.js";
import { presentLayout } from "../../data/layouts/present-layout.js";
import { updateLayout } from "../../data/layouts/update-layout.js";
import { AppError } from "../../errors.js";
import { actorOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";
import { addonRequired, communityNotFound } from "./community-messages.js";

const LAYOUT_NOT_FOUND = "This community has no layout with this id.";

/** The 409 for a label the community already uses. */
const labelTaken = (label: string) =>
  new AppError("conflict", `This community already has a layout labelled "${label}".`);

/** Saved TradingView chart layouts of a community; needs the TradingView Layouts add-on there. */
export const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, layoutEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const layouts = await listLayouts(db, community.id);
    return { layouts: layouts.map(presentLayout), limit: LIMITS.layoutsPerCommunity };
  });

  addEndpoint(app, layoutEndpoints.create, async (request, reply) => {
    const community = await administeredCommunity(request, request.params.id);
    const result = await createLayout(db, actorOf(request), community.id, request.body);
    switch (result.outcome) {
      case "created":
        return reply.code(201).send(presentLayout(result.layout));
      case "community_not_found":
        throw communityNotFound();
      case "addon_required":
        throw addonRequired(result.addon, "save TradingView layouts");
      case "label_taken":
        throw labelTaken(result.label);
      case "limit_reached":
        throw new AppError(
          "limit_reached",
          `A community can keep at most ${result.max} TradingView layouts. Delete one to save another.`,
        );
    }
  });

  addEndpoint(app, layoutEndpoints.update, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const result = await updateLayout(
      db,
      actorOf(request),
      community.id,
      request.params.layoutId,
      request.body,
    );
    switch (result.outcome) {
      case "updated":
        return presentLayout(result.layout);
      case "not_found":
        throw new AppError("not_found", LAYOUT_NOT_FOUND);
      case "community_not_found":
        throw communityNotFound();
      case "addon_required":
        throw addonRequired(result.addon, "change TradingView layouts");
      case "label_taken":
        throw labelTaken(result.label);
    }
  });

  addDeleteRoute(app, layoutEndpoints.delete, {
    remove: async ({ id, layoutId }, request) =>
      deleteLayout(db, actorOf(request), (await administeredCommunity(request, id)).id, layoutId),
    notFound: LAYOUT_NOT_FOUND,
  });
};
