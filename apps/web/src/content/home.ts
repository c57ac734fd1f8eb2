import type { FeatureSlug } from "@chartbot/marketing-paths";
import type { RichText } from "./types";

/** A feature highlighted on the home page, with the command that shows it off. */
export interface Highlight {
  feature: FeatureSlug;
  title: string;
  description: RichText;
  command: string;
}

export const HOME_HERO = {
  title: "Market charts, prices and alerts, right in your Discord server",
  lead: "Chartbot answers your community's market questions in seconds. Type `c btcusdt 1h rsi` and the chart is in the channel. Crypto, stocks, forex and indices, with no extra app and no tab switching.",
} as const;

export const HIGHLIGHTS: readonly Highlight[] = [
  {
    feature: "charting",
    title: "Charts for every market",
    description:
      "Candlesticks with indicators, timeframes and styles, for crypto pairs, stocks, forex and indices.",
    command: "c btcusdt 1h rsi",
  },
  {
    feature: "prices",
    title: "Live prices",
    description: "Up to 10 quotes in one message with change, range and volume.",
    command: "p btcusdt ethusdt aapl",
  },
  {
    feature: "heatmaps",
    title: "Heatmaps",
    description: "The whole crypto market or the S&P 500 at a glance, coloured by performance.",
    command: "hmap crypto",
  },
  {
    feature: "price-alerts",
    title: "Price alerts",
    description:
      "Get pinged the moment a level breaks, by direct message, or in a channel with the Price Alerts add-on.",
    command: "alert set btcusdt above 100000",
  },
  {
    feature: "paper-trading",
    title: "Paper trading",
    description: "Practise with a virtual $100,000 and compete on the community leaderboard.",
    command: "paper buy 0.1 btcusdt",
  },
  {
    feature: "scheduled-posting",
    title: "Scheduled posts",
    description:
      "With the Scheduled Posting add-on, the bot posts on a timetable: a heatmap at the open, a chart every hour.",
    command: 'schedule add "hmap stocks" every 1d',
  },
];

/**
 * The lead of the home page's add-ons section, below the highlights: what of them is free (the content test
 * holds it to the highlights that need no add-on) and how add-ons are sold.
 */
export const HOME_ADDONS_LEAD =
  "Charts, prices, heatmaps, paper trading and alerts by direct message are free. Add-ons unlock more indicators, scheduled posts, alerts in channels and branding, billed monthly per community, satellite or account.";

/** The three steps from visitor to first chart. */
export const HOME_STEPS: readonly { title: string; body: RichText }[] = [
  {
    title: "Add the bot",
    body: "Invite Chartbot to a server where you have the **Manage Server** permission.",
  },
  {
    title: "Type a command",
    body: "Try `c btcusdt` or `p aapl` in any channel the bot can read: both work in either parsing mode (in crypto mode, `c btc` is enough).",
  },
  {
    title: "Make it yours",
    body: "Sign in to set your community's chart defaults, parsing mode and add-ons.",
  },
];
