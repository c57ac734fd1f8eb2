import { CHART_TIMEFRAMES, CHART_TYPES, chartTypeLabel, listInWords, timeframeLabel } from "./charting.ts";
import { ADVANCED_CHARTING, FREE_COMMUNITY } from "./entitlements.ts";
import { LIMITS } from "./limits.ts";

export const ADDON_SLUGS = [
  "advanced-charting",
  "scheduled-posting",
  "tradingview-layouts",
  "price-satellite-bots",
  "price-alerts",
  "bot-license",
] as const;
export type AddonSlug = (typeof ADDON_SLUGS)[number];

/** What one slot buys: the add-on in one community, one satellite bot, or the whole account. */
export const ADDON_UNITS = ["community", "satellite", "account"] as const;
export type AddonUnit = (typeof ADDON_UNITS)[number];

/** A paid add-on: what it is, what it costs, and where its slots are used. */
export interface Addon {
  readonly slug: AddonSlug;
  readonly name: string;
  /** One line for menus and cards. */
  readonly tagline: string;
  readonly description: string;
  /** Price of one slot per month, in US cents. */
  readonly monthlyPriceCents: number;
  readonly trialDays: number;
  /** What one slot buys. */
  readonly unit: AddonUnit;
  /** Most slots one subscription may hold. */
  readonly maxQuantity: number;
  readonly features: readonly string[];
  readonly limits: readonly { readonly label: string; readonly value: string }[];
  /** Shown with a "New" badge. */
  readonly isNew: boolean;
  /** The Stripe price lookup key, so prices are configured in Stripe, not in code. */
  readonly stripeLookupKey: string;
}

const FREE_CHARTING = FREE_COMMUNITY.charting;
const extraChartTypes = ADVANCED_CHARTING.chartTypes.filter(
  (type) => !FREE_CHARTING.chartTypes.includes(type),
);
const firstTimeframe = CHART_TIMEFRAMES[0];
const lastTimeframe = CHART_TIMEFRAMES[CHART_TIMEFRAMES.length - 1] ?? firstTimeframe;

/** Every add-on, in the order the pricing page shows them. */
export const ADDONS: readonly Addon[] = Object.freeze([
  {
    slug: "advanced-charting",
    name: "Advanced Charting",
    tagline: "Indicators, timeframes and chart styles beyond the basics",
    description:
      "Unlock every timeframe and chart style in a community and draw more indicators on each chart, with high resolution images for everyone there.",
    monthlyPriceCents: 1500,
    trialDays: 14,
    unit: "community",
    maxQuantity: 50,
    features: [
      `Up to ${ADVANCED_CHARTING.indicatorsPerChart} indicators per chart instead of ${FREE_CHARTING.indicatorsPerChart}`,
      `Every timeframe from ${timeframeLabel(firstTimeframe)} to ${timeframeLabel(lastTimeframe)}`,
      `${listInWords(extraChartTypes.map(chartTypeLabel))} charts`,
      "High resolution charts",
    ],
    limits: [
      { label: "Indicators per chart", value: String(ADVANCED_CHARTING.indicatorsPerChart) },
      { label: "Without the add-on", value: String(FREE_CHARTING.indicatorsPerChart) },
      { label: "Timeframes", value: String(ADVANCED_CHARTING.timeframes.length) },
      { label: "Chart types", value: String(CHART_TYPES.length) },
    ],
    isNew: false,
    stripeLookupKey: "advanced_charting_monthly",
  },
  {
    slug: "scheduled-posting",
    name: "Scheduled Posting",
    tagline: "Charts, prices and heatmaps posted on a schedule",
    description:
      "Have the bot post any command on a schedule: a morning market overview, an hourly BTC chart, a weekly heatmap. Skip weekends or post only during US market hours.",
    monthlyPriceCents: 500,
    trialDays: 14,
    unit: "community",
    maxQuantity: 50,
    features: [
      "Any command on a schedule",
      "Every 5 minutes to once a day",
      "Skip weekends or post in market hours only",
      "Mention a role with each post",
    ],
    limits: [
      { label: "Scheduled posts per community", value: String(LIMITS.scheduledPostsPerCommunity) },
      {
        label: "Period",
        value: `${LIMITS.scheduledPostPeriodMinutes.min} to ${LIMITS.scheduledPostPeriodMinutes.max} minutes`,
      },
    ],
    isNew: false,
    stripeLookupKey: "scheduled_posting_monthly",
  },
  {
    slug: "tradingview-layouts",
    name: "TradingView Layouts",
    tagline: "Your own TradingView chart layouts, on call in chat",
    description:
      "Save TradingView chart layouts with your drawings and indicators, and call them up by name in any channel of the community.",
    monthlyPriceCents: 500,
    trialDays: 14,
    unit: "community",
    maxQuantity: 50,
    features: ["Your saved TradingView layouts", "Called up by label", "Light or dark, normal or wide"],
    limits: [{ label: "Layouts per community", value: String(LIMITS.layoutsPerCommunity) }],
    isNew: true,
    stripeLookupKey: "tradingview_layouts_monthly",
  },
  {
    slug: "price-satellite-bots",
    name: "Price Satellite Bots",
    tagline: "Live prices in the member list",
    description:
      "Satellite bots show a live price in their name and status, right in the member list. BTC and ETH are free; each further satellite is one slot.",
    monthlyPriceCents: 200,
    trialDays: 7,
    unit: "satellite",
    maxQuantity: 100,
    features: [
      "Price and 24h change in the member list",
      "Any symbol of the catalogue",
      "Updated every minute",
    ],
    limits: [
      { label: "Free satellites", value: "BTC and ETH" },
      { label: "Paid satellites per community", value: String(LIMITS.paidSatellitesPerCommunity) },
    ],
    isNew: false,
    stripeLookupKey: "price_satellite_bots_monthly",
  },
  {
    slug: "price-alerts",
    name: "Price Alerts",
    tagline: "More alerts, delivered where you want them",
    description:
      "Raise your alert limit and get alerts in a community channel with a role mention, or at a webhook URL, as well as by direct message.",
    monthlyPriceCents: 300,
    trialDays: 14,
    unit: "account",
    maxQuantity: 1,
    features: ["Alerts in a channel or to a webhook", "Mention a role", "More active or paused alerts"],
    limits: [
      { label: "Active or paused alerts", value: String(LIMITS.alertsPerAccountWithAddon) },
      { label: "Without the add-on", value: String(LIMITS.freeAlertsPerAccount) },
    ],
    isNew: false,
    stripeLookupKey: "price_alerts_monthly",
  },
  {
    slug: "bot-license",
    name: "Bot License",
    tagline: "The bot under your own name and avatar",
    description:
      "Run Chartbot as your own branded bot in your community: your name, your avatar, every feature of the add-ons you hold.",
    monthlyPriceCents: 2000,
    trialDays: 0,
    unit: "community",
    maxQuantity: 10,
    features: ["Your own bot name and avatar", "Works with every add-on", "Priority support"],
    limits: [{ label: "Communities per license", value: "1" }],
    isNew: false,
    stripeLookupKey: "bot_license_monthly",
  },
] satisfies Addon[]);

const bySlug = new Map(ADDONS.map((addon) => [addon.slug, addon]));

/** The add-on with this slug, or undefined. */
export function getAddon(slug: string): Addon | undefined {
  return bySlug.get(slug as AddonSlug);
}

/** Whether a string is an add-on slug. */
export function isAddonSlug(value: string): value is AddonSlug {
  return bySlug.has(value as AddonSlug);
}

/** `1500` -> `$15`, `250` -> `$2.50`. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
