import type { AddonSlug } from "./addons.ts";
import {
  CHART_TIMEFRAMES,
  CHART_TYPES,
  type ChartIndicator,
  type ChartTimeframe,
  type ChartType,
  chartTypeLabel,
  DEFAULT_CHART,
  timeframeLabel,
} from "./charting.ts";
import { LIMITS } from "./limits.ts";

/** What a community may choose for its charts. */
export interface ChartingEntitlements {
  readonly timeframes: readonly ChartTimeframe[];
  readonly chartTypes: readonly ChartType[];
  readonly indicatorsPerChart: number;
  /** High resolution chart images (the bot's `hd` option). */
  readonly highResolution: boolean;
}

/** What a community may use: the free plan plus what the add-ons active there unlock. */
export interface CommunityEntitlements {
  readonly charting: ChartingEntitlements;
  /** Most scheduled posts; 0 without Scheduled Posting. */
  readonly scheduledPosts: number;
  /** Most TradingView layouts; 0 without TradingView Layouts. */
  readonly layouts: number;
  /** Paid price satellites that may run: the community's satellite slots, capped. */
  readonly paidSatellites: number;
  /** Runs under the community's own bot name and avatar (Bot License). */
  readonly brandedBot: boolean;
}

/** What an account may use: the free plan plus its account-wide add-ons. */
export interface AccountEntitlements {
  /** Most active or paused price alerts. */
  readonly alerts: number;
  /** Alerts may post in a community channel with a role mention, or to a webhook URL (else by direct message only). */
  readonly alertsInChannels: boolean;
}

/** An add-on active in a community with the number of its slots assigned there. */
export interface ActiveAddonSlots {
  readonly slug: AddonSlug;
  readonly slots: number;
}

/** Timeframes every community can use. */
export const FREE_CHART_TIMEFRAMES = [
  "15m",
  "1H",
  "4H",
  "1D",
  "1W",
] as const satisfies readonly ChartTimeframe[];
/** Chart types every community can use. */
export const FREE_CHART_TYPES = ["candles", "bars", "line", "area"] as const satisfies readonly ChartType[];
/** The add-on that unlocks every timeframe, chart type and more indicators per chart. */
export const CHARTING_ADDON = "advanced-charting" as const satisfies AddonSlug;

const FREE_CHARTING: ChartingEntitlements = {
  timeframes: FREE_CHART_TIMEFRAMES,
  chartTypes: FREE_CHART_TYPES,
  indicatorsPerChart: LIMITS.freeIndicatorsPerChart,
  highResolution: false,
};

/** What Advanced Charting gives a community. */
export const ADVANCED_CHARTING: ChartingEntitlements = {
  timeframes: CHART_TIMEFRAMES,
  chartTypes: CHART_TYPES,
  indicatorsPerChart: LIMITS.indicatorsPerChartWithAddon,
  highResolution: true,
};

/** What every community gets without an add-on. */
export const FREE_COMMUNITY: CommunityEntitlements = Object.freeze({
  charting: FREE_CHARTING,
  scheduledPosts: 0,
  layouts: 0,
  paidSatellites: 0,
  brandedBot: false,
});

/** What every account gets without an add-on. */
export const FREE_ACCOUNT: AccountEntitlements = Object.freeze({
  alerts: LIMITS.freeAlertsPerAccount,
  alertsInChannels: false,
});

type Unlock<T> = (current: T, slots: number) => T;

/** What each community add-on adds to the free plan, given its slots there. */
const COMMUNITY_UNLOCKS: Partial<Record<AddonSlug, Unlock<CommunityEntitlements>>> = {
  "advanced-charting": (current) => ({ ...current, charting: ADVANCED_CHARTING }),
  "scheduled-posting": (current) => ({ ...current, scheduledPosts: LIMITS.scheduledPostsPerCommunity }),
  "tradingview-layouts": (current) => ({ ...current, layouts: LIMITS.layoutsPerCommunity }),
  "price-satellite-bots": (current, slots) => ({
    ...current,
    paidSatellites: Math.min(slots, LIMITS.paidSatellitesPerCommunity),
  }),
  "bot-license": (current) => ({ ...current, brandedBot: true }),
};

/** What each account-wide add-on adds to the free plan. */
const ACCOUNT_UNLOCKS: Partial<Record<AddonSlug, Unlock<AccountEntitlements>>> = {
  "price-alerts": () => ({ alerts: LIMITS.alertsPerAccountWithAddon, alertsInChannels: true }),
};

/** A community's entitlements, given the add-ons its slots make active (slots of 0 unlock nothing). */
export function communityEntitlements(active: readonly ActiveAddonSlots[]): CommunityEntitlements {
  return active.reduce<CommunityEntitlements>((current, { slug, slots }) => {
    const unlock = COMMUNITY_UNLOCKS[slug];
    return unlock && slots > 0 ? unlock(current, slots) : current;
  }, FREE_COMMUNITY);
}

/** An account's entitlements, given its account-wide add-ons in force. */
export function accountEntitlements(active: readonly AddonSlug[]): AccountEntitlements {
  return active.reduce<AccountEntitlements>(
    (current, slug) => ACCOUNT_UNLOCKS[slug]?.(current, 1) ?? current,
    FREE_ACCOUNT,
  );
}

/** Chart defaults as stored or as asked for. */
export interface ChartChoice {
  readonly timeframe: ChartTimeframe;
  readonly chartType: ChartType;
  readonly indicators: readonly ChartIndicator[];
}

/** A choice the entitlements do not cover: the add-on that unlocks it and what it would do, for messages. */
export interface LockedChoice {
  readonly addon: AddonSlug;
  /** Completes "… to <toDoWhat>", e.g. `use the 1 minute timeframe`. */
  readonly toDoWhat: string;
}

/** The first part of a (partial) chart choice these entitlements do not cover, or undefined when all are. */
export function lockedChartChoice(
  choice: Partial<ChartChoice>,
  allowed: ChartingEntitlements,
): LockedChoice | undefined {
  if (choice.timeframe && !allowed.timeframes.includes(choice.timeframe)) {
    return { addon: CHARTING_ADDON, toDoWhat: `use the ${timeframeLabel(choice.timeframe)} timeframe` };
  }
  if (choice.chartType && !allowed.chartTypes.includes(choice.chartType)) {
    return { addon: CHARTING_ADDON, toDoWhat: `use ${chartTypeLabel(choice.chartType)} charts` };
  }
  if (choice.indicators && choice.indicators.length > allowed.indicatorsPerChart) {
    return {
      addon: CHARTING_ADDON,
      toDoWhat: `draw more than ${allowed.indicatorsPerChart} indicators per chart`,
    };
  }
  return undefined;
}

/**
 * The chart defaults the bot uses: a saved choice the entitlements no longer cover (an add-on lapsed) falls
 * back to the default timeframe or type, and only the first indicators allowed are kept. The saved choice
 * itself is left alone, so it returns when the add-on does.
 */
export function effectiveChartChoice<T extends ChartChoice>(choice: T, allowed: ChartingEntitlements): T {
  return {
    ...choice,
    timeframe: allowed.timeframes.includes(choice.timeframe) ? choice.timeframe : DEFAULT_CHART.timeframe,
    chartType: allowed.chartTypes.includes(choice.chartType) ? choice.chartType : DEFAULT_CHART.chartType,
    indicators: choice.indicators.slice(0, allowed.indicatorsPerChart),
  };
}
