import { z } from "zod";
import { ChartThemeSchema, CommunityParamsSchema } from "./communities.ts";
import { hasSomeField } from "./has-some-field.ts";
import { normaliseTradingViewChartUrl } from "./tradingview-url.ts";

export { normaliseTradingViewChartUrl };

/** A saved TradingView chart layout of a community. */
export const LayoutSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  theme: ChartThemeSchema,
  wide: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Layout = z.infer<typeof LayoutSchema>;

/** `GET /api/communities/:id/layouts` */
export const LayoutListSchema = z.object({ layouts: z.array(LayoutSchema), limit: z.int() });
export type LayoutList = z.infer<typeof LayoutListSchema>;

/** Longest layout label. */
export const MAX_LAYOUT_LABEL_LENGTH = 50;
/** A layout label: letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit. */
export const LAYOUT_LABEL_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

const fields = {
  label: z
    .string()
    .trim()
    .min(1)
    .max(MAX_LAYOUT_LABEL_LENGTH)
    .regex(
      LAYOUT_LABEL_PATTERN,
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
  theme: ChartThemeSchema,
  wide: z.boolean().describe("Renders the chart in a wide format"),
};

/** `POST /api/communities/:id/layouts` */
export const CreateLayoutBodySchema = z.strictObject({
  ...fields,
  theme: fields.theme.default("dark"),
  wide: fields.wide.default(false),
});
export type CreateLayoutBody = z.input<typeof CreateLayoutBodySchema>;

/** `PATCH /api/communities/:id/layouts/:layoutId`: only the fields sent change. */
export const UpdateLayoutBodySchema = z
  .strictObject({
    label: fields.label.optional(),
    url: fields.url.optional(),
    theme: fields.theme.optional(),
    wide: fields.wide.optional(),
  })
  .refine(...hasSomeField);
export type UpdateLayoutBody = z.input<typeof UpdateLayoutBodySchema>;

/** `:id` of a community and `:layoutId` of one of its layouts. */
export const LayoutParamsSchema = CommunityParamsSchema.extend({ layoutId: z.uuid() });
