import { ADDON_ALERTS, FREE_ALERTS } from "../entitlements";
import type { FeatureDoc } from "./feature-doc";

export const priceAlerts: FeatureDoc = {
  slug: "price-alerts",
  title: "Price Alerts",
  summary:
    "Get notified the moment a price crosses a level: by direct message, or in a channel with a role mention and your own message.",
  intro: [
    "Set an alert with one message and Chartbot watches the market for you. When the price crosses your level, the bot notifies you by direct message or, with the Price Alerts add-on, in the channel you choose, mentioning a role and carrying your own note.",
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
      result: "Your active alerts with their ids, levels and where they are delivered.",
    },
    { command: "alert delete 17", result: "Deletes alert 17." },
  ],
  options: [
    {
      caption: "Options",
      rows: [
        {
          option: "above below",
          description: "Triggers when the price crosses the level upwards or downwards.",
        },
        {
          option: "level",
          description: "A positive price in the market's quote currency, e.g. `100000` or `1.05`.",
        },
        { option: '"message"', description: "Your own text, posted with the alert.", availability: "addon" },
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
        `Everyone can keep ${FREE_ALERTS} active alerts, delivered by direct message. The [Price Alerts](/pro/price-alerts) add-on raises that to ${ADDON_ALERTS} and lets alerts post in a channel with a role mention and a custom message.`,
      ],
    },
    {
      id: "rules",
      heading: "How alerts behave",
      list: [
        "An alert fires once, then moves to your triggered alerts.",
        "The ticker is read with the community's parsing mode and the resolved market is stored, so an alert never changes market later.",
        "An alert very close to one you already have on the same market is refused as a duplicate.",
        "Alerts that have not fired after 90 days expire.",
      ],
    },
    {
      id: "dashboard",
      heading: "Manage alerts in the browser",
      paragraphs: [
        "Everything the `alert` command does is also in the dashboard under [Price Alerts](dashboard:/account/alerts): create alerts with a live preview of the market a ticker resolves to, pause, resume and delete them.",
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
