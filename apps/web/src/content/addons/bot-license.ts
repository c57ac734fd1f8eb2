import type { AddonPage } from "./addon-page";

export const botLicense: AddonPage = {
  slug: "bot-license",
  intro: [
    "A Bot License runs Chartbot under your own name and avatar. Your members talk to a bot that carries your brand, while it does everything Chartbot does, with all the add-ons you hold.",
  ],
  examples: [{ command: "c btc 1h rsi", result: "The same commands, answered by your own bot." }],
  preview: {
    caption:
      "With a Bot License, your own bot answers, under your community's name and avatar (here Moonshot Markets).",
    command: { text: "c btcusdt 1h rsi", ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      author: { name: "Moonshot Markets", initials: "MM" },
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "1-hour candles · RSI(14)",
        picture: {
          kind: "chart",
          variant: "rsi",
          alt: "A 1-hour BTC/USDT candlestick chart with an RSI pane.",
        },
        footer: "Requested by alex",
      },
    },
  },
  steps: [
    "Create an application in the Discord Developer Portal and add a bot to it.",
    "Subscribe in the dashboard and assign the slot to your community.",
    "Under [My Communities](dashboard:/communities), open the community and submit your bot under **Bot License**: its name, an avatar link, the application id and the bot token. The token is stored encrypted and never shown again.",
    "Follow its status on the same page: submitted, in review, live. Once it is live, Chartbot runs your bot; invite it to your server.",
  ],
  faq: [
    {
      question: "Is there a free trial?",
      answer:
        "No. Setting up a branded bot takes work on both sides, so licenses start paid; you can cancel at any time.",
    },
    {
      question: "Can I change the name, avatar or token later?",
      answer:
        "Yes, on the same page. A change goes back to review, and your bot runs again once we have set it up.",
    },
    {
      question: "Which features does my bot have?",
      answer: "Every free feature plus the add-ons assigned to the community it serves.",
    },
  ],
  docs: ["charting", "prices", "price-alerts"],
};
