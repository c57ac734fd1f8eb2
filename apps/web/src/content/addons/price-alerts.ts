import { FREE_ALERTS } from "../entitlements";
import type { AddonPage } from "./addon-page";

export const priceAlertsAddon: AddonPage = {
  slug: "price-alerts",
  intro: [
    "Free alerts reach you by direct message, with your own message if you write one. The Price Alerts add-on turns them into a tool for the whole community: post alerts in a channel, mention a role, send them to a webhook, and keep many more alerts running.",
  ],
  examples: [
    {
      command: 'alert set btc above 100000 @Crypto "Six figures!"',
      result: "Mentions the Crypto role with your message in this channel.",
    },
    {
      command: "alert set nvda below 120 @Stocks",
      result: "Warns the Stocks role when NVIDIA drops below $120.",
    },
    { command: "alert list", result: "All your active and paused alerts and where they will be delivered." },
  ],
  preview: {
    caption:
      "With the Price Alerts add-on, the alert posts in your channel, mentions a role and carries your message.",
    command: {
      text: 'alert set btcusdt above 100000 @Crypto "Six figures!"',
      ticker: "btcusdt",
      mode: "traditional",
    },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 18:47",
      mention: "Crypto",
      text: "Six figures!",
      embed: {
        tone: "positive",
        title: "BTC/USDT crossed above 100,000",
        fields: [
          { name: "Price", value: "100,021.80", tone: "positive" },
          { name: "Level", value: "above 100,000" },
          { name: "Alert", value: "#18" },
        ],
        footer: "Set by alex · #trading",
      },
    },
  },
  steps: [
    "Subscribe in the dashboard; the add-on belongs to your account and works in every community you are in.",
    "Set alerts with `alert set` or under [Price Alerts](dashboard:/account/alerts).",
  ],
  faq: [
    {
      question: "Is it per community or per account?",
      answer:
        "Per account: your higher limit and delivery to channels and webhooks follow you to every community.",
    },
    {
      question: "What happens to my alerts if I cancel?",
      answer: `Your alerts are kept. At the end of the period your limit falls back to the free ${FREE_ALERTS} active or paused alerts, so you cannot add one until you hold fewer, and new alerts come by direct message.`,
    },
  ],
  docs: ["price-alerts", "webhook-relays"],
};
