import type { AddonPage } from "./addon-page";

export const priceAlertsAddon: AddonPage = {
  slug: "price-alerts",
  intro: [
    "Free alerts reach you by direct message. The Price Alerts add-on turns them into a tool for the whole community: post alerts in a channel, mention a role, write your own message, and keep many more alerts running.",
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
    { command: "alert list", result: "All your active alerts and where they will be delivered." },
  ],
  steps: [
    "Subscribe in the dashboard; the add-on belongs to your account and works in every community you are in.",
    "Set alerts with `alert set` or under [Price Alerts](dashboard:/account/alerts).",
  ],
  faq: [
    {
      question: "Is it per community or per account?",
      answer: "Per account: your higher limit and channel delivery follow you to every community.",
    },
    {
      question: "What happens to my alerts if I cancel?",
      answer: "Alerts beyond the free limit pause at the end of the period; the oldest ones stay active.",
    },
  ],
  docs: ["price-alerts", "webhook-relays"],
};
