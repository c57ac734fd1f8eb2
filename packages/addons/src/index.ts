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
} from "./addons.ts";
// The charting vocabulary is public as a whole: the module's own exports are the list.
export * from "./charting.ts";
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
} from "./entitlements.ts";
export { LIMITS } from "./limits.ts";
export { AddonSlugSchema } from "./schema.ts";
export {
  headlineText,
  percentOf,
  USAGE_FIGURES,
  type UsageFigure,
  type UsageHeadline,
  type UsageTotals,
  usageHeadlines,
} from "./usage.ts";
