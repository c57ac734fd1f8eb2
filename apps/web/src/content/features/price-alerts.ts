import {
  ALERT_WINDOWS,
  MAX_ALERT_COOLDOWN_MINUTES,
  MAX_ALERT_PERIOD_HOURS,
  MIN_ALERT_COOLDOWN_MINUTES,
  MIN_ALERT_PERIOD_HOURS,
} from "@chartbot/contracts/alerts";
import { ADDON_ALERTS, FREE_ALERTS } from "../entitlements";
import type { FeatureDoc } from "./feature-doc";

export const priceAlerts: FeatureDoc = {
  slug: "price-alerts",
  title: "Price Alerts",
  summary:
    "Get notified the moment a price crosses a level: by direct message with your own message, or with the add-on in a channel with a role mention or at a webhook.",
  intro: [
    "Set an alert with one message and Chartbot watches the market for you. When the price crosses your level, the bot notifies you by direct message, with your own note if you wrote one, or, with the Price Alerts add-on, in the channel you choose, mentioning a role, or at a webhook URL.",
  ],
  examples: [
    { command: "alert set btc above 100000", result: "Notifies you when BTC/USD trades above $100,000." },
    {
      command: 'alert set eth below 2500 "ETH lost 2.5k support"',
      result: "Posts your message when ETH drops below $2,500.",
    },
    {
      command: "alert set aapl above 250 @Stocks",
      result: "Mentions the Stocks role in this channel when Apple crosses $250.",
    },
    {
      command: "alert set eurusd below 1.05 dm",
      result: "Sends you a direct message when EUR/USD falls below 1.05.",
    },
    {
      command: "alert list",
      result: "Your active and paused alerts with their ids, levels and where they are delivered.",
    },
    { command: "alert set sol crosses 200", result: "Notifies you when SOL crosses $200, either way." },
    { command: "alert pause 17", result: "Pauses alert 17; `alert resume 17` starts it again." },
    { command: "alert delete 17", result: "Deletes alert 17." },
  ],
  options: [
    {
      caption: "Options",
      rows: [
        {
          option: "above below crosses",
          description:
            "Triggers when the price crosses the level upwards (`above`), downwards (`below`) or either way (`crosses`).",
        },
        {
          option: "level",
          description: "A positive price in the market's quote currency, e.g. `100000` or `1.05`.",
        },
        { option: '"message"', description: "Your own text, sent with the alert.", availability: "free" },
        {
          option: "@role",
          description: "Mentions a role when the alert fires (the role must be mentionable).",
          availability: "addon",
        },
        {
          option: "dm",
          description: "Delivers by direct message instead of in the channel.",
          availability: "free",
        },
      ],
    },
  ],
  sections: [
    {
      id: "limits",
      heading: "Limits and delivery",
      paragraphs: [
        `Everyone can keep ${FREE_ALERTS} active or paused alerts, delivered by direct message, each with your own message if you like. The [Price Alerts](/pro/price-alerts) add-on raises that to ${ADDON_ALERTS} and lets alerts post in a channel with a role mention, or to a webhook URL.`,
      ],
    },
    {
      id: "rules",
      heading: "How alerts behave",
      list: [
        `An alert fires once, then moves to your history; in the dashboard you can make it repeat instead, at most once every ${MIN_ALERT_COOLDOWN_MINUTES} minutes to ${MAX_ALERT_COOLDOWN_MINUTES / 1440} days.`,
        "The ticker is read with the community's parsing mode and the resolved market is stored, so an alert never changes market later.",
        "An alert very close to one you already have on the same market is refused as a duplicate.",
        "An alert runs until it fires or you delete it, unless you give it an expiry date in the dashboard.",
      ],
    },
    {
      id: "dashboard",
      heading: "Manage alerts in the browser",
      paragraphs: [
        `Everything the \`alert\` command does is also in the dashboard under [Price Alerts](dashboard:/account/alerts): create alerts with a live preview of the market a ticker resolves to, edit, pause, resume and delete them. The dashboard also sets up what the command does not: a percent move either way within ${ALERT_WINDOWS.join(", ")}, a price update every few hours (every ${MIN_ALERT_PERIOD_HOURS} to ${MAX_ALERT_PERIOD_HOURS} hours, whatever the price), an expiry date, repetition, delivery to a webhook, and one history of every alert that triggered, exportable as CSV.`,
      ],
    },
  ],
  addon: "price-alerts",
  preview: {
    caption: "The alert message Chartbot sends you by direct message when the price crosses your level.",
    command: { text: "alert set btcusd above 100000", ticker: "btcusd", mode: "traditional" },
    market: { label: "BTC/USD", ticker: "BTCUSD", source: "CoinGecko" },
    post: {
      kind: "message",
      time: "Today at 18:47",
      text: "Your alert 17 triggered.",
      embed: {
        tone: "positive",
        title: "BTC/USD crossed above 100,000",
        fields: [
          { name: "Price", value: "100,184.20", tone: "positive" },
          { name: "Level", value: "above 100,000" },
          { name: "Alert", value: "#17" },
        ],
        footer: "Set by alex · delivered by direct message",
      },
    },
  },
  related: ["prices", "scheduled-posting", "webhook-relays"],
};
