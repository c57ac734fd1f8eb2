import {
  accountEntitlements,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  communityEntitlements,
  timeframeToken,
} from "@chartbot/addons";

// Every number and unlock the marketing pages state comes from here, and here from the entitlement model the
// API enforces (`communityEntitlements`, `accountEntitlements`): never typed into page copy.

/** What a community charts without an add-on, and with Advanced Charting. */
export const FREE_CHARTING = communityEntitlements([]).charting;
export const ADVANCED_CHARTING = communityEntitlements([{ slug: "advanced-charting", slots: 1 }]).charting;

/** Scheduled posts and layouts a community keeps with their add-ons. */
export const ADDON_SCHEDULED_POSTS = communityEntitlements([
  { slug: "scheduled-posting", slots: 1 },
]).scheduledPosts;
export const ADDON_LAYOUTS = communityEntitlements([{ slug: "tradingview-layouts", slots: 1 }]).layouts;

/** Alerts an account keeps without an add-on, and with Price Alerts. */
export const FREE_ALERTS = accountEntitlements([]).alerts;
export const ADDON_ALERTS = accountEntitlements(["price-alerts"]).alerts;

/** Timeframes as members type them: free ones, then the ones Advanced Charting adds. */
export const FREE_TIMEFRAME_TOKENS = FREE_CHARTING.timeframes.map(timeframeToken);
export const ADDON_TIMEFRAME_TOKENS = CHART_TIMEFRAMES.filter(
  (timeframe) => !FREE_CHARTING.timeframes.includes(timeframe),
).map(timeframeToken);

/** Chart types as members type them: free ones, then the ones Advanced Charting adds. */
export const FREE_CHART_TYPE_TOKENS: readonly string[] = FREE_CHARTING.chartTypes;
export const ADDON_CHART_TYPE_TOKENS: readonly string[] = CHART_TYPES.filter(
  (type) => !FREE_CHARTING.chartTypes.includes(type),
);

/** "up to 3 indicators per chart", from the entitlements given. */
export const indicatorsPerChart = (charting: { indicatorsPerChart: number }) =>
  `up to ${charting.indicatorsPerChart} indicators per chart`;
