import { LIMITS } from "@chartbot/addons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createLayout } from "../../data/layouts/create-layout.js";
import { deleteLayout } from "../../data/layouts/delete-layout.js";
import { type Layout, listLayouts } from "../../data/layouts/list-layouts.js";
import { updateLayout } from "../../data/layouts/update-layout.js";
import { AppError } from "../../errors.js";
import { accountOf } from "../../plugins/authenticate.js";
import { ErrorResponses } from "../schemas.js";
import { administeredCommunity } from "./administered-community.js";
import { CHART_THEMES } from "./community-options.js";
import { AddonRequiredResponse, CommunityParamsSchema, hasSomeField } from "./schemas.js";
import { normaliseTradingViewChartUrl } from "./tradingview-url.js";

const LayoutSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  theme: z.enum(CHART_THEMES),
  wide: z.boolean(),
  createdAt: z.iso.datetime(),
});

const fields = {
  label: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u,
      "may hold letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit",
    )
    .describe("How members call the layout up; unique in the community, ignoring case"),
  url: z
    .string()
    .trim()
    .max(500)
    .transform((value, context) => {
      const url = normaliseTradingViewChartUrl(value);
      if (url) return url;
      context.addIssue({
        code: "custom",
        message: "must be a TradingView chart layout URL such as https://www.tradingview.com/chart/AbCd1234/",
      });
      return z.NEVER;
    })
    .describe("A saved TradingView chart layout: https://www.tradingview.com/chart/<id>/"),
  theme: z.enum(CHART_THEMES),
  wide: z.boolean().describe("Renders the chart in a wide format"),
};

const CreateLayoutBodySchema = z.strictObject({
  ...fields,
  theme: fields.theme.default("dark"),
  wide: fields.wide.default(false),
});

const UpdateLayoutBodySchema = z
  .strictObject({
    label: fields.label.optional(),
    url: fields.url.optional(),
    theme: fields.theme.optional(),
    wide: fields.wide.optional(),
  })
  .refine(...hasSomeField);

const LayoutParamsSchema = CommunityParamsSchema.extend({ layoutId: z.uuid() });

const present = (layout: Layout): z.infer<typeof LayoutSchema> => ({
  id: layout.id,
  label: layout.label,
  url: layout.url,
  theme: layout.theme,
  wide: layout.wide,
  createdAt: layout.createdAt.toISOString(),
});

const layoutNotFound = () => new AppError("not_found", "This community has no layout with this id.");

/** Saved TradingView chart layouts of a community; needs the TradingView Layouts add-on there. */
export const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/communities/:id/layouts",
    {
      schema: {
        tags: ["communities"],
        summary: "A community's TradingView layouts, by label (listed even when the add-on has lapsed)",
        params: CommunityParamsSchema,
        response: { 200: z.object({ layouts: z.array(LayoutSchema), limit: z.int() }), ...ErrorResponses },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const layouts = await listLayouts(db, community.id);
      return { layouts: layouts.map(present), limit: LIMITS.layoutsPerCommunity };
    },
  );

  app.post(
    "/communities/:id/layouts",
    {
      schema: {
        tags: ["communities"],
        summary: "Saves a TradingView layout (needs TradingView Layouts in the community)",
        params: CommunityParamsSchema,
        body: CreateLayoutBodySchema,
        response: { 201: LayoutSchema, ...ErrorResponses, ...AddonRequiredResponse },
      },
    },
    async (request, reply) => {
      const community = await administeredCommunity(request, request.params.id);
      const layout = await createLayout(db, accountOf(request).id, community.id, request.body);
      return reply.code(201).send(present(layout));
    },
  );

  app.patch(
    "/communities/:id/layouts/:layoutId",
    {
      schema: {
        tags: ["communities"],
        summary: "Changes a TradingView layout (needs TradingView Layouts in the community)",
        params: LayoutParamsSchema,
        body: UpdateLayoutBodySchema,
        response: { 200: LayoutSchema, ...ErrorResponses, ...AddonRequiredResponse },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const layout = await updateLayout(
        db,
        accountOf(request).id,
        community.id,
        request.params.layoutId,
        request.body,
      );
      if (!layout) throw layoutNotFound();
      return present(layout);
    },
  );

  app.delete(
    "/communities/:id/layouts/:layoutId",
    {
      schema: {
        tags: ["communities"],
        summary: "Deletes a TradingView layout (allowed without the add-on)",
        params: LayoutParamsSchema,
        response: { 204: z.null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const community = await administeredCommunity(request, request.params.id);
      if (!(await deleteLayout(db, community.id, request.params.layoutId))) throw layoutNotFound();
      return reply.code(204).send(null);
    },
  );
};
