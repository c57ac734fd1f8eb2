import { CHART_INDICATORS, CHART_TIMEFRAMES, CHART_TYPES, LIMITS } from "@chartbot/addons";
import { SCHEDULABLE_COMMANDS } from "@chartbot/command-catalogue";

/** Chart colour themes. */
export const CHART_THEMES = ["dark", "light"] as const;

// The chart option lists belong to the entitlement model (what is free and what Advanced Charting unlocks).
export { CHART_INDICATORS, CHART_TIMEFRAMES, CHART_TYPES } from "@chartbot/addons";

/** Most indicators on one chart whatever the add-ons (the Advanced Charting limit); the entitlements say less. */
export const MAX_CHART_INDICATORS = LIMITS.indicatorsPerChartWithAddon;

/** Bounds of the message auto-delete delay, in minutes (null turns auto-delete off): up to one day. */
export const AUTO_DELETE_MINUTES = { min: 1, max: 1440 } as const;

// The commands a scheduled post can run belong to the command catalogue (their names, aliases and arguments).
export { SCHEDULABLE_COMMANDS } from "@chartbot/command-catalogue";

/** Longest arguments of a scheduled command and longest message sent with a post. */
export const SCHEDULED_POST_TEXT_LIMITS = { arguments: 200, message: 1000 } as const;

/** Everything a settings screen needs to offer valid choices. */
export const COMMUNITY_OPTIONS = {
  chartThemes: CHART_THEMES,
  chartTimeframes: CHART_TIMEFRAMES,
  chartTypes: CHART_TYPES,
  chartIndicators: CHART_INDICATORS,
  maxChartIndicators: MAX_CHART_INDICATORS,
  autoDeleteMinutes: AUTO_DELETE_MINUTES,
  scheduledPostCommands: SCHEDULABLE_COMMANDS,
  scheduledPostPeriodMinutes: LIMITS.scheduledPostPeriodMinutes,
  paidSatellitesPerCommunity: LIMITS.paidSatellitesPerCommunity,
  scheduledPostsPerCommunity: LIMITS.scheduledPostsPerCommunity,
  layoutsPerCommunity: LIMITS.layoutsPerCommunity,
};
