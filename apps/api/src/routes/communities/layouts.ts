import { LIMITS } from "@chartbot/addons";
import { layoutEndpoints } from "@chartbot/contracts/endpoints/layouts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createLayout } from "../../data/layouts/create-layout.js";
import { deleteLayout } from "../../data/layouts/delete-layout.js";
import { listLayouts } from "../../data/layouts/list-layouts.js";
import { presentLayout } from "../../data/layouts/present-layout.js";
import { updateLayout } from "../../data/layouts/update-layout.js";
import { AppError } from "../../errors.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { administeredCommunity } from "./administered-community.js";

const LAYOUT_NOT_FOUND = "This community has no layout with this id.";

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
    const layout = await createLayout(db, accountOf(request).id, community.id, request.body);
    return reply.code(201).send(presentLayout(layout));
  });

  addEndpoint(app, layoutEndpoints.update, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const layout = await updateLayout(
      db,
      accountOf(request).id,
      community.id,
      request.params.layoutId,
      request.body,
    );
    if (!layout) throw new AppError("not_found", LAYOUT_NOT_FOUND);
    return presentLayout(layout);
  });

  addDeleteRoute(app, layoutEndpoints.delete, {
    remove: async ({ id, layoutId }, request) =>
      deleteLayout(db, (await administeredCommunity(request, id)).id, layoutId),
    notFound: LAYOUT_NOT_FOUND,
  });
};
