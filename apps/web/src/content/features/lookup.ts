import type { FeatureDoc } from "./feature-doc";

export const lookup: FeatureDoc = {
  slug: "lookup",
  title: "Lookup",
  summary:
    "Find the right symbol and learn how Chartbot reads tickers: exchange prefixes, pairs, quotes, and the traditional and crypto parsing modes.",
  intro: [
    "Every command that takes a ticker reads it the same way. The `lookup` command shows you how: which market a ticker resolves to, which other markets it could have meant, and what to type to get one of those instead.",
  ],
  examples: [
    {
      command: "lookup eth",
      result:
        "The market `eth` means in this community, plus every alternative: Ether pairs on each exchange and the Ethan Allen stock.",
    },
    {
      command: "lookup apple",
      result: "No ticker called APPLE, so the bot suggests AAPL, Apple Inc. on NASDAQ.",
    },
    {
      command: 'lookup "eth"',
      result: "Exactly the ticker ETH, never completed to a pair: the Ethan Allen stock.",
    },
    {
      command: "lookup binance:sol",
      result: "SOL on Binance: SOL/USDT in crypto mode, since Binance lists no SOL/USD.",
    },
    {
      command: "lookup fgi",
      result:
        "CNN's stock market Fear and Greed index in traditional mode, Alternative.me's crypto index in crypto mode.",
    },
  ],
  options: [
    {
      caption: "How to write a ticker",
      rows: [
        { option: "btcusdt", description: "A full ticker, in any letter case." },
        {
          option: "btc/usdt btc-usdt btc_usdt",
          description: "A pair with a separator: base and quote exactly as written.",
        },
        {
          option: "binance:btcusdt",
          description:
            "Only markets on that exchange, venue or provider: `bybit:`, `nasdaq:`, `nyse:`, `coingecko:`.",
        },
        {
          option: '"eth"',
          description: "Quotes mean exactly this ticker: no pair completion, in either mode.",
        },
        { option: "btc.d btc.halving", description: "Series: crypto dominance and halving countdowns." },
        { option: "fgi", description: "The Fear and Greed index (which one depends on the mode)." },
      ],
    },
  ],
  sections: [
    {
      id: "modes",
      heading: "Traditional and crypto mode",
      paragraphs: [
        "Each community picks a ticker parsing mode under [My Communities](dashboard:/communities). It decides what a short or ambiguous ticker means; it never hides a market. Traditional is the default. Communities that talk mostly about coins usually switch to crypto, so `btc` simply means Bitcoin.",
      ],
    },
  ],
  preview: {
    caption:
      "Chartbot answers a lookup with the market a ticker means in this community and the alternatives.",
    command: { text: "lookup eth", ticker: "eth", mode: "crypto" },
    market: { label: "ETH/USDT", ticker: "ETHUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "eth means ETH/USDT on Binance",
        description: "Completed to a pair, because this community uses crypto mode.",
        fields: [
          {
            name: "Also matches",
            value: "ETH/BTC on Binance, ETH/USD on Bybit, ETH/USD on CoinGecko, Ethan Allen (NYSE: ETH)",
            inline: false,
          },
        ],
        footer: 'Type "eth" in quotes for exactly the ticker ETH',
      },
    },
  },
  related: ["charting", "prices", "asset-details"],
};
