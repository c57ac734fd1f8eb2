import { LIMITS } from "@chartbot/addons";

/** Chart colour themes. */
export const CHART_THEMES = ["dark", "light"] as const;

/** Timeframes a community can chart by default, shortest first (minutes, hours, days, weeks, months). */
export const CHART_TIMEFRAMES = [
  "1m",
  "3m",
  "5m",
  "15m",
  "30m",
  "1H",
  "2H",
  "4H",
  "12H",
  "1D",
  "1W",
  "1M",
] as const;

/** Chart styles. */
export const CHART_TYPES = ["candles", "hollow-candles", "heikin-ashi", "bars", "line", "area"] as const;

/** Indicators a community can draw on every chart by default. */
export const CHART_INDICATORS = [
  "SMA",
  "EMA",
  "WMA",
  "VWAP",
  "Bollinger Bands",
  "Ichimoku",
  "SuperTrend",
  "RSI",
  "MACD",
  "Stochastic",
  "Stochastic RSI",
  "ATR",
  "ADX",
  "OBV",
  "MFI",
  "CCI",
  "Volume",
] as const;

/** Most default indicators on one chart (the Advanced Charting limit). */
export const MAX_CHART_INDICATORS = 10;

/** Bounds of the message auto-delete delay, in minutes (null turns auto-delete off): up to one day. */
export const AUTO_DELETE_MINUTES = { min: 1, max: 1440 } as const;

/** Bot commands a scheduled post can run, one per feature page. */
export const SCHEDULABLE_COMMANDS = [
  "chart",
  "layout",
  "price",
  "details",
  "heatmap",
  "lookup",
  "depth",
  "convert",
  "volume",
  "flow",
] as const;

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
