import { AddonSlugSchema } from "@chartbot/addons";
import { z } from "zod";
import {
  AUTO_DELETE_MINUTES,
  CHART_INDICATORS,
  CHART_THEMES,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  MAX_CHART_INDICATORS,
  SCHEDULABLE_COMMANDS,
} from "./community-options.ts";
import { CommunityConnectionSchema } from "./discord.ts";
import { hasSomeField } from "./has-some-field.ts";
import { TickerModeChoiceSchema, TickerModeSchema } from "./markets.ts";

/**
 * The version of the terms of service a server admin accepts when setting up a community: the terms'
 * `updated` date (the web app's terms page shows it). `POST /api/communities` refuses any other version.
 */
export const TERMS_VERSION = "2026-11-21";

/**
 * Every version of the terms Chartbot has published, the current one last. When the terms change, the old
 * version moves into this list and `TERMS_VERSION` becomes the new one. `PATCH /api/communities/:id` records
 * only one of these as accepted.
 */
export const PUBLISHED_TERMS_VERSIONS = [TERMS_VERSION] as const;

/** How long a disconnected community's data is kept before it is deleted. */
export const DISCONNECTED_RETENTION_DAYS = 30;

/** `:id` of a community. */
export const CommunityParamsSchema = z.object({ id: z.uuid() });

export const ChartThemeSchema = z.enum(CHART_THEMES);
export type ChartTheme = z.infer<typeof ChartThemeSchema>;

/** An add-on active in a community, with how many of its slots are assigned there. */
export const ActiveAddonSchema = z.object({
  slug: AddonSlugSchema,
  name: z.string(),
  slots: z.int().describe("Slots of this add-on assigned to the community"),
});
export type ActiveAddon = z.infer<typeof ActiveAddonSchema>;

/** A community as `GET /api/communities` lists it. */
export const CommunitySummarySchema = z.object({
  id: z.uuid(),
  guildId: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  counts: z.object({ satellites: z.int(), scheduledPosts: z.int(), layouts: z.int() }),
  addons: z.array(ActiveAddonSchema),
  status: z
    .enum(["connected", "disconnected"])
    .describe("disconnected: Chartbot was removed from the server (or the server deleted)"),
});
export type CommunitySummary = z.infer<typeof CommunitySummarySchema>;

/** `GET /api/communities` */
export const CommunityListSchema = z.object({ communities: z.array(CommunitySummarySchema) });
export type CommunityList = z.infer<typeof CommunityListSchema>;

/** The chart defaults of a community. */
export const ChartingSchema = z.object({
  theme: ChartThemeSchema,
  timeframe: z.enum(CHART_TIMEFRAMES),
  chartType: z.enum(CHART_TYPES),
  indicators: z.array(z.enum(CHART_INDICATORS)),
});
export type Charting = z.infer<typeof ChartingSchema>;

/** What a community may use: the free plan plus what its active add-ons unlock (`@chartbot/addons`). */
export const CommunityEntitlementsSchema = z.object({
  charting: z.object({
    timeframes: z.array(z.enum(CHART_TIMEFRAMES)).readonly().describe("The timeframes it may use"),
    chartTypes: z.array(z.enum(CHART_TYPES)).readonly().describe("The chart types it may use"),
    indicatorsPerChart: z.int().describe("Most indicators on one chart"),
    highResolution: z.boolean().describe("High resolution chart images"),
  }),
  scheduledPosts: z.int().describe("Most scheduled posts; 0 without Scheduled Posting"),
  layouts: z.int().describe("Most TradingView layouts; 0 without TradingView Layouts"),
  paidSatellites: z.int().describe("Paid price satellites that may run"),
  brandedBot: z.boolean().describe("Runs under its own bot name and avatar (Bot License)"),
});
export type CommunityEntitlementsBody = z.infer<typeof CommunityEntitlementsSchema>;

/** The allowed values and limits, for settings screens. */
export const CommunityOptionsSchema = z.object({
  chartThemes: z.array(ChartThemeSchema).readonly(),
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
});
export type CommunityOptions = z.infer<typeof CommunityOptionsSchema>;

/** `GET` and `PATCH /api/communities/:id` */
export const CommunitySettingsSchema = CommunitySummarySchema.extend({
  tickerMode: TickerModeSchema,
  tickerModes: z
    .array(TickerModeChoiceSchema)
    .describe("The ticker parsing modes with their help texts, in picker order"),
  autoDeleteMinutes: z.int().nullable().describe("Minutes after which bot messages are deleted; null: never"),
  charting: ChartingSchema.describe(
    "Chart defaults in effect: a saved choice a lapsed add-on no longer covers shows its free fallback",
  ),
  entitlements: CommunityEntitlementsSchema.describe(
    "What the community may choose, from its active add-ons",
  ),
  setupCompletedAt: z.iso.datetime().nullable(),
  acceptedTermsVersion: z.string().nullable(),
  options: CommunityOptionsSchema.describe("The allowed values and limits, for settings screens"),
  connection: CommunityConnectionSchema.describe(
    "Whether Chartbot is still in the server, and what it lacks there",
  ),
});
export type CommunitySettings = z.infer<typeof CommunitySettingsSchema>;

const IndicatorsSchema = z
  .array(z.enum(CHART_INDICATORS))
  .max(MAX_CHART_INDICATORS, `at most ${MAX_CHART_INDICATORS} indicators`)
  .refine((list) => new Set(list).size === list.length, "each indicator at most once");

/** `PATCH /api/communities/:id`: only the fields sent change. */
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
      .enum(PUBLISHED_TERMS_VERSIONS, {
        error: `must be a published version of the terms of service (the current one is ${TERMS_VERSION})`,
      })
      .optional(),
  })
  .refine(...hasSomeField);
export type UpdateCommunityBody = z.input<typeof UpdateCommunityBodySchema>;
