import {
  ADDON_CHART_TYPE_TOKENS,
  ADVANCED_CHARTING,
  FREE_CHARTING,
  indicatorsPerChart,
} from "../entitlements";
import type { AddonPage } from "./addon-page";

export const advancedCharting: AddonPage = {
  slug: "advanced-charting",
  intro: [
    `Free charts cover the essentials: the core timeframes, ${indicatorsPerChart(FREE_CHARTING)} and the basic styles. Advanced Charting gives your whole community the full toolbox: every timeframe from 1-minute scalping charts to monthly candles, ${indicatorsPerChart(ADVANCED_CHARTING)}, the ${ADDON_CHART_TYPE_TOKENS.map((token) => `\`${token}\``).join(" ")} styles, in high resolution.`,
  ],
  examples: [
    { command: "c btc 1m vwap stoch", result: "One-minute candles with VWAP and a Stochastic pane." },
    {
      command: "c nvda 1d ichimoku hd",
      result: "NVIDIA's daily chart with the Ichimoku Cloud, as a high resolution image.",
    },
    {
      command: "c eth 4h heikin-ashi supertrend",
      result: "Heikin Ashi candles with Supertrend on the 4-hour timeframe.",
    },
    { command: "c spy 1M log", result: "Monthly candles of the S&P 500 fund on a log scale." },
  ],
  preview: {
    caption:
      "With Advanced Charting, one chart carries many indicators: Bollinger Bands, two moving averages and RSI.",
    command: { text: "c btcusdt 1h bb sma(20) sma(50) rsi hd", ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "1-hour candles · BB(20, 2) · SMA(20) · SMA(50) · RSI(14) · HD",
        picture: {
          kind: "chart",
          variant: "advanced",
          alt: "A 1-hour BTC/USDT candlestick chart with Bollinger Bands, 20- and 50-period moving averages and an RSI pane.",
        },
        footer: "Requested by alex · Advanced Charting",
      },
    },
  },
  steps: [
    "Subscribe in the dashboard and choose the community the slot is for.",
    "Everyone in that community can use every timeframe and style, and more indicators per chart, straight away.",
    "Optionally set richer chart defaults under [My Communities](dashboard:/communities).",
  ],
  faq: [
    {
      question: "Who in the community can use it?",
      answer: "Everyone. The add-on is bought per community, not per member.",
    },
    {
      question: "Can I use it in more than one community?",
      answer:
        "Yes: buy one slot per community and assign each slot under [Subscriptions](dashboard:/subscriptions).",
    },
  ],
  docs: ["charting", "volume"],
};
