import {
  ADDON_CHART_TYPE_TOKENS,
  ADDON_TIMEFRAME_TOKENS,
  ADVANCED_CHARTING,
  FREE_CHART_TYPE_TOKENS,
  FREE_CHARTING,
  FREE_TIMEFRAME_TOKENS,
  indicatorsPerChart,
} from "../entitlements";
import type { FeatureDoc } from "./feature-doc";

export const charting: FeatureDoc = {
  slug: "charting",
  title: "Charting",
  summary:
    "Post candlestick charts of any crypto pair, stock, forex pair or index with one short command, with indicators, timeframes and chart styles.",
  intro: [
    "The `c` command draws a chart of any symbol in the catalogue and posts it as an image in the channel, so everyone sees the same picture. Start with just a ticker and add a timeframe, indicators and options as you need them, in any order after the ticker.",
  ],
  examples: [
    { command: "c btc", result: "A 1-hour candlestick chart of BTC/USD with volume bars." },
    { command: "c btc 1h rsi", result: "The same chart with a Relative Strength Index pane below it." },
    {
      command: "c aapl 1d sma(50) sma(200)",
      result: "Apple's daily chart with its 50- and 200-day moving averages.",
    },
    {
      command: "c eurusd 4h bb macd",
      result: "EUR/USD on the 4-hour timeframe with Bollinger Bands and MACD.",
    },
    {
      command: "c binance:ethusdt 15m vwap",
      result: "ETH/USDT from Binance on 15-minute candles with VWAP.",
    },
    { command: "c sol 1w line log", result: "A weekly line chart of SOL on a logarithmic price scale." },
    { command: "c btc.d 1d", result: "Bitcoin's share of the total crypto market cap, day by day." },
  ],
  options: [
    {
      caption: "Timeframes",
      rows: [
        {
          option: FREE_TIMEFRAME_TOKENS.join(" "),
          description: "The core timeframes, from minutes to weeks. `1h` is the default.",
          availability: "free",
        },
        {
          option: ADDON_TIMEFRAME_TOKENS.join(" "),
          description: "Every other timeframe, from 1 minute to 1 month.",
          availability: "addon",
        },
      ],
    },
    {
      caption: `Indicators (${indicatorsPerChart(FREE_CHARTING)}, ${indicatorsPerChart(ADVANCED_CHARTING)} with Advanced Charting)`,
      rows: [
        {
          option: "sma(n) ema(n) wma(n)",
          description: "Simple, exponential and weighted moving averages over `n` candles (default 20).",
          availability: "free",
        },
        {
          option: "rsi macd stoch stochrsi",
          description: "Momentum oscillators, drawn in their own pane.",
          availability: "free",
        },
        {
          option: "bb vwap volume obv mfi",
          description:
            "Bollinger Bands, volume-weighted average price, volume bars, On-Balance Volume, Money Flow Index.",
          availability: "free",
        },
        {
          option: "atr adx cci ichimoku supertrend",
          description:
            "Average True Range, Average Directional Index, Commodity Channel Index, Ichimoku Cloud, Supertrend.",
          availability: "free",
        },
      ],
    },
    {
      caption: "Styles and options",
      rows: [
        {
          option: FREE_CHART_TYPE_TOKENS.join(" "),
          description: "The chart style. `candles` is the default.",
          availability: "free",
        },
        {
          option: ADDON_CHART_TYPE_TOKENS.join(" "),
          description: "Hollow candles and noise-reducing chart styles.",
          availability: "addon",
        },
        {
          option: "log",
          description: "Logarithmic price scale, best for long timeframes.",
          availability: "free",
        },
        {
          option: "dark light",
          description: "Overrides the community's default chart theme.",
          availability: "free",
        },
        {
          option: "wide",
          description: "A 16:9 chart instead of 4:3, for more history.",
          availability: "free",
        },
        {
          option: "hd",
          description: "A high resolution image for sharp detail when zoomed.",
          availability: "addon",
        },
      ],
    },
  ],
  sections: [
    {
      id: "limits",
      heading: "What is free and what Advanced Charting adds",
      paragraphs: [
        `Every community can chart every symbol with the core timeframes, ${indicatorsPerChart(FREE_CHARTING)} and the basic styles. [Advanced Charting](/pro/advanced-charting) unlocks every timeframe, ${indicatorsPerChart(ADVANCED_CHARTING)}, the extra styles and high resolution images for the whole community.`,
      ],
    },
    {
      id: "defaults",
      heading: "Set your community's defaults",
      paragraphs: [
        "Community admins choose the default theme, timeframe, chart style and indicators under [My Communities](dashboard:/communities). A member who types `c btc` then gets exactly the chart your community prefers; anything typed in the command still wins.",
      ],
    },
    {
      id: "sources",
      heading: "Where the data comes from",
      paragraphs: [
        "Crypto candles come straight from the exchange you name (Binance, Bybit, BitMEX, Huobi, Gate, KuCoin, Poloniex) or from CoinGecko's aggregate price. Stocks, funds, indices, forex and metals come from Twelvedata. The [symbol catalogue](/symbols) lists every market and how to type it.",
      ],
    },
  ],
  addon: "advanced-charting",
  preview: {
    caption: "Chartbot answers a chart command with the chart as an image in the channel.",
    command: { text: "c bybit:btcusd 1h rsi sma(20)", ticker: "bybit:btcusd", mode: "traditional" },
    market: { label: "BTC/USD", ticker: "BTCUSD", source: "Bybit" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "1-hour candles · RSI(14) · SMA(20)",
        picture: {
          kind: "image",
          image: {
            src: "/images/chart-btc-1h-rsi.png",
            width: 1200,
            height: 750,
            alt: "A dark-themed 1-hour BTC/USD candlestick chart from Bybit with a 20-period moving average and an RSI pane below it.",
          },
        },
        footer: "Requested by alex",
      },
    },
  },
  related: ["layouts", "lookup", "volume"],
};
