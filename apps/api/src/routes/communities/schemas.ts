import { AddonSlugSchema } from "@chartbot/addons";
import { ApiErrorBodySchema } from "@chartbot/error-messages/api";
import { MODE_HELP, MODE_LABELS, TICKER_MODES } from "@chartbot/ticker-parser";
import { z } from "zod";
import {
  AUTO_DELETE_MINUTES,
  CHART_INDICATORS,
  CHART_THEMES,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  COMMUNITY_OPTIONS,
  MAX_CHART_INDICATORS,
  SCHEDULABLE_COMMANDS,
} from "./community-options.js";

/** `:id` of a community. */
export const CommunityParamsSchema = z.object({ id: z.uuid() });

/** A Discord id (channel, role): a snowflake of 17 to 20 digits. */
export const SnowflakeSchema = z.string().regex(/^\d{17,20}$/, "must be a Discord id (17 to 20 digits)");

/** Refuses an empty PATCH body. */
export const hasSomeField = [
  (body: object) => Object.values(body).some((value) => value !== undefined),
  "Send at least one field to change.",
] as const;

export const TickerModeSchema = z.enum(TICKER_MODES);

export const ActiveAddonSchema = z.object({
  slug: AddonSlugSchema,
  name: z.string(),
  slots: z.int().describe("Slots of this add-on assigned to the community"),
});

const CountsSchema = z.object({
  satellites: z.int(),
  scheduledPosts: z.int(),
  layouts: z.int(),
});

export const CommunitySummarySchema = z.object({
  id: z.uuid(),
  guildId: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  counts: CountsSchema,
  addons: z.array(ActiveAddonSchema),
});

const ChartingSchema = z.object({
  theme: z.enum(CHART_THEMES),
  timeframe: z.enum(CHART_TIMEFRAMES),
  chartType: z.enum(CHART_TYPES),
  indicators: z.array(z.enum(CHART_INDICATORS)),
});

export const CommunitySettingsSchema = CommunitySummarySchema.extend({
  tickerMode: TickerModeSchema,
  tickerModes: z
    .array(z.object({ value: TickerModeSchema, label: z.string(), help: z.string() }))
    .describe("The ticker parsing modes with their help texts, in picker order"),
  autoDeleteMinutes: z.int().nullable().describe("Minutes after which bot messages are deleted; null: never"),
  charting: ChartingSchema.describe("Chart defaults of the community"),
  setupCompletedAt: z.iso.datetime().nullable(),
  acceptedTermsVersion: z.string().nullable(),
  options: z
    .object({
      chartThemes: z.array(z.enum(CHART_THEMES)).readonly(),
      chartTimeframes: z.array(z.enum(CHART_TIMEFRAMES)).readonly(),
      chartTypes: z.array(z.enum(CHART_TYPES)).readonly(),
      chartIndicators: z.array(z.enum(CHART_INDICATORS)).readonly(),
      maxChartIndicators: z.int(),
      autoDeleteMinutes: z.object({ min: z.int(), max: z.int() }),
      scheduledPostCommands: z.array(z.enum(SCHEDULABLE_COMMANDS)).readonly(),
      scheduledPostPeriodMinutes: z.object({ min: z.int(), max: z.int() }),
      paidSatellitesPerCommunity: z.int(),
      scheduledPostsPerCommunity: z.int(),
      layoutsPerCommunity: z.int(),
    })
    .describe("The allowed values and limits, for settings screens"),
});

export type CommunitySettings = z.infer<typeof CommunitySettingsSchema>;

/** The modes with their labels and the spec's help texts. */
export const TICKER_MODE_CHOICES = TICKER_MODES.map((value) => ({
  value,
  label: MODE_LABELS[value],
  help: MODE_HELP[value],
}));

export { COMMUNITY_OPTIONS };

const IndicatorsSchema = z
  .array(z.enum(CHART_INDICATORS))
  .max(MAX_CHART_INDICATORS, `at most ${MAX_CHART_INDICATORS} indicators`)
  .refine((list) => new Set(list).size === list.length, "each indicator at most once");

export const UpdateCommunityBodySchema = z
  .strictObject({
    tickerMode: TickerModeSchema.optional(),
    autoDeleteMinutes: z
      .int()
      .min(AUTO_DELETE_MINUTES.min)
      .max(AUTO_DELETE_MINUTES.max)
      .nullable()
      .optional()
      .describe("null turns auto-delete off"),
    charting: z
      .strictObject({
        theme: ChartingSchema.shape.theme.optional(),
        timeframe: ChartingSchema.shape.timeframe.optional(),
        chartType: ChartingSchema.shape.chartType.optional(),
        indicators: IndicatorsSchema.optional(),
      })
      .refine(...hasSomeField)
      .optional(),
    setupCompleted: z
      .literal(true)
      .optional()
      .describe("Marks set-up as completed (once; later calls keep the first time)"),
    acceptedTermsVersion: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,31}$/, "must be a version such as 2024-05-01 or 1.2")
      .optional(),
  })
  .refine(...hasSomeField);

/** The 402 of routes that need an add-on active in the community, for the OpenAPI document. */
export const AddonRequiredResponse = {
  402: ApiErrorBodySchema.describe("The add-on this needs is not active in the community"),
} as const;
