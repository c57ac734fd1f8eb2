import type { FeatureDoc } from "./feature-doc";

export const prices: FeatureDoc = {
  slug: "prices",
  title: "Prices",
  summary:
    "Quote live prices for up to 10 crypto pairs, stocks, forex pairs, metals or indices in one message, with 24-hour change, range and volume.",
  intro: [
    "The `p` command answers with the last price, the 24-hour change, high, low and volume of each ticker you list. Quote one market or compare up to 10 in a single message; stocks also show whether the market is open, in pre-market or after hours.",
  ],
  examples: [
    { command: "p eth", result: "ETH/USD: last price, 24-hour change in percent, high, low and volume." },
    { command: "p btc eth sol", result: "One compact table with all three, sorted the way you typed them." },
    {
      command: "p aapl tsla nvda",
      result: "Three US stocks with their session: open, pre-market or after hours.",
    },
    { command: "p eurusd usdjpy xauusd", result: "Two forex pairs and gold per troy ounce." },
    { command: "p bybit:btcusdt", result: "BTC/USDT exactly as it trades on Bybit." },
    { command: "p btc eth in eur", result: "Both prices converted to euros at the current reference rate." },
    {
      command: "p fgi",
      result: "The Fear and Greed index with its label, from Extreme Fear to Extreme Greed.",
    },
  ],
  options: [
    {
      caption: "Arguments",
      rows: [
        {
          option: "ticker …",
          description:
            "Up to 10 tickers, separated by spaces. See [Lookup](/features/lookup) for how they are read.",
        },
        { option: "in <currency>", description: "Converts every price, e.g. `in eur`, `in gbp`, `in btc`." },
      ],
    },
  ],
  sections: [
    {
      id: "member-list",
      heading: "Prices in the member list",
      paragraphs: [
        "For prices that are always visible, add [Price Satellite Bots](/pro/price-satellite-bots): small bots that show a live price and 24-hour change as their name and status in the member list. BTC and ETH are free in every community.",
      ],
    },
    {
      id: "freshness",
      heading: "How fresh the numbers are",
      paragraphs: [
        "Crypto prices are real time from the exchange you name, or CoinGecko's volume-weighted average when you do not name one. Stock, forex and index prices come from Twelvedata and are real time during market hours. The reply always says which source it used.",
      ],
    },
  ],
  addon: "price-satellite-bots",
  preview: {
    caption: "Chartbot answers a price command with the last price, the 24-hour change, range and volume.",
    command: { text: "p btcusdt", ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "positive",
        title: "97,412.50 USDT",
        fields: [
          { name: "24h change", value: "+2.41%", tone: "positive" },
          { name: "24h high", value: "97,980.00" },
          { name: "24h low", value: "94,870.10" },
          { name: "24h volume", value: "18,204 BTC" },
        ],
        footer: "Real time from Binance",
      },
    },
  },
  related: ["conversions", "asset-details", "price-alerts"],
};
