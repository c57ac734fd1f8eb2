export {
  ADDON_SLUGS,
  ADDON_UNITS,
  ADDONS,
  type Addon,
  type AddonSlug,
  type AddonUnit,
  formatPrice,
  getAddon,
  isAddonSlug,
} from "./addons";
export {
  CHART_INDICATORS,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  type ChartIndicator,
  type ChartTimeframe,
  type ChartType,
  chartTypeLabel,
  DEFAULT_CHART,
  listInWords,
  timeframeLabel,
  timeframeToken,
} from "./charting";
export {
  type AccountEntitlements,
  type ActiveAddonSlots,
  ADVANCED_CHARTING,
  accountEntitlements,
  CHARTING_ADDON,
  type ChartChoice,
  type ChartingEntitlements,
  type CommunityEntitlements,
  communityEntitlements,
  effectiveChartChoice,
  FREE_ACCOUNT,
  FREE_CHART_TIMEFRAMES,
  FREE_CHART_TYPES,
  FREE_COMMUNITY,
  type LockedChoice,
  lockedChartChoice,
} from "./entitlements";
export { LIMITS } from "./limits";
export { AddonSlugSchema } from "./schema";
