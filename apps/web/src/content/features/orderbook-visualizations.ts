import type { FeatureDoc } from "./feature-doc";

export const orderbookVisualizations: FeatureDoc = {
  slug: "orderbook-visualizations",
  title: "Orderbook Visualizations",
  summary:
    "Visualise the order book of a crypto pair: cumulative depth, bid and ask walls and liquidity around the price, for one exchange or several combined.",
  intro: [
    "The `ob` command draws the live order book of a crypto pair as a depth chart: cumulative bids in green on the left, asks in red on the right, with the largest walls labelled. It shows where liquidity sits before you look for support and resistance on a chart.",
  ],
  examples: [
    {
      command: "ob btc",
      result: "The BTC order book within 2% of the price, with the biggest bid and ask walls marked.",
    },
    { command: "ob binance:ethusdt 1%", result: "Binance's ETH/USDT book within 1% of the price." },
    { command: "ob sol 5%", result: "A wider view of SOL's book: 5% either side of the price." },
    { command: "ob btcusdt all", result: "BTC/USDT books of every supported exchange combined into one." },
  ],
  options: [
    {
      caption: "Options",
      rows: [
        {
          option: "0.5% 1% 2% 5% 10%",
          description: "How far from the price the chart reaches. `2%` is the default.",
        },
        { option: "all", description: "Combines the books of every exchange that lists the pair." },
      ],
    },
  ],
  sections: [
    {
      id: "markets",
      heading: "Which markets have an order book",
      paragraphs: [
        "Order books come from exchanges, so `ob` works for crypto pairs on Binance, Bybit, BitMEX, Huobi, Gate, KuCoin and Poloniex. Aggregate feeds such as CoinGecko, and stocks, forex and indices, have no public order book; the bot tells you when a ticker has none and suggests an exchange pair instead.",
      ],
    },
    {
      id: "reading",
      heading: "Reading the chart",
      list: [
        "A steep step is a wall: a large resting order at one price.",
        "A thin side means the price can move further with little volume in that direction.",
        "Walls appear and disappear; post the chart again for a fresh snapshot.",
      ],
    },
  ],
  preview: {
    caption:
      "Chartbot answers an order book command with a depth chart: bids on the left, asks on the right.",
    command: { text: "ob btcusdt", ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "Order book within 2% of 97,400",
        fields: [
          { name: "Bid wall", value: "96,670 · 29 BTC", tone: "positive" },
          { name: "Ask wall", value: "98,618 · 30 BTC", tone: "negative" },
        ],
        picture: {
          kind: "depth",
          alt: "A BTC/USDT depth chart: cumulative bids in green step up to the left of the price, asks in red to the right, each with one large wall.",
        },
        footer: "Snapshot from Binance",
      },
    },
  },
  related: ["volume", "charting", "paper-trading"],
};
