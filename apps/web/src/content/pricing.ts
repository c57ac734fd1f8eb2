import type { Addon } from "@chartbot/addons";
import { FREE_ALERTS, FREE_CHARTING, FREE_TIMEFRAME_TOKENS, indicatorsPerChart } from "./entitlements";
import type { Faq, RichText } from "./types";

/** What "one slot" buys, after the price: "$15 per community per month". */
export const UNIT_LABELS: Readonly<Record<Addon["unit"], string>> = {
  community: "per community per month",
  satellite: "per satellite per month",
  account: "per account per month",
};

/** Everything a community gets without paying, for the /pro page. */
export const FREE_PLAN: readonly RichText[] = [
  `Charts of every market on the ${FREE_TIMEFRAME_TOKENS.map((token) => `\`${token}\``).join(" ")} timeframes, with ${indicatorsPerChart(FREE_CHARTING)}`,
  "Prices, asset details, conversions and volume for every symbol",
  "Crypto, stock and forex heatmaps, and order book charts",
  "Paper trading with a $100,000 virtual balance and a leaderboard",
  `${FREE_ALERTS} active or paused price alerts per member, by direct message with your own message`,
  "BTC and ETH price satellites in the member list",
];

export const PRICING_FAQ: readonly Faq[] = [
  {
    question: "How does billing work?",
    answer:
      "Add-ons are monthly subscriptions, billed per slot: one community, one satellite bot or your account, as each add-on says. Payments are handled by Stripe; we never see your card number.",
  },
  {
    question: "How do free trials work?",
    answer:
      "Add-ons with a trial are free for the whole trial period. Cancel before it ends and you pay nothing; otherwise the subscription starts automatically.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes, under [Subscriptions](dashboard:/subscriptions). The add-on stays active until the end of the period you paid for.",
  },
  {
    question: "Do I need to own the server?",
    answer:
      "You need the **Manage Server** permission in a community to assign an add-on slot to it. Anyone can buy the account-wide Price Alerts add-on.",
  },
];
