import type { ContentSection } from "./types";

export const ABOUT_INTRO =
  "Chartbot started in a trading community where the same questions came up every day: where is BTC, what does the chart look like, is anything moving? We built a bot to answer them in the channel, for everyone at once. It grew into a tool for communities of every size that follow crypto, stocks, forex and indices.";

export const ABOUT_SECTIONS: readonly ContentSection[] = [
  {
    id: "principles",
    heading: "What we care about",
    list: [
      "**Answers in the conversation.** A chart in the channel starts a discussion; a link to another site ends one.",
      "**The right market.** Tickers are ambiguous, so the bot always says which market it used, and every community chooses how short tickers are read.",
      "**Free where it counts.** Charts, prices, heatmaps, paper trading and alerts are free for every community. Add-ons pay for the heavier work: more data, more automation, more alerts.",
      "**Privacy by default.** We keep only what the bot needs to work, never sell data, and load no advertising pixel unless you accept it.",
    ],
  },
  {
    id: "what-we-are-not",
    heading: "What Chartbot is not",
    paragraphs: [
      "Chartbot is a tool, not an adviser. Nothing the bot posts is financial advice, and paper trading is a simulation. When you connect exchange keys for live trading, your orders and your funds stay under your control on your exchange; Chartbot never holds money.",
    ],
  },
  {
    id: "open",
    heading: "Built in the open",
    paragraphs: [
      "Much of what powers the website, such as the symbol catalogue and the ticker parser, is published as open source on our [source code page](link:sourceCode). Found a bug or missing a market? Tell us on the [support server](link:supportServer).",
    ],
  },
  {
    id: "contact",
    heading: "Contact",
    list: [
      "Help with the bot and your account: our [support server](link:supportServer).",
      "News and status updates: our [microblog](link:microblog) and [community server](link:chatServer).",
      "Privacy and legal questions: [email us](link:contactEmail).",
    ],
  },
];
