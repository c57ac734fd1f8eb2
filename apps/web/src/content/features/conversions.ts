import type { FeatureDoc } from "./feature-doc";

export const conversions: FeatureDoc = {
  slug: "conversions",
  title: "Conversions",
  summary:
    "Convert any amount between coins, fiat currencies, stocks and metals at live prices: dollars to yen, USDT to SOL, ounces of gold to euros.",
  intro: [
    "The `convert` command turns an amount of one asset into another at live prices. Anything with a price works on both sides: coins, fiat currencies, stocks, funds and metals.",
  ],
  examples: [
    { command: "convert 0.5 btc eur", result: "What half a bitcoin is worth in euros right now." },
    { command: "convert 2.5k usdt sol", result: "How much SOL 2,500 USDT buys." },
    { command: "convert 100 eur jpy", result: "100 euros in Japanese yen at the live forex rate." },
    { command: "convert 1 xau usd", result: "The price of one troy ounce of gold in dollars." },
    { command: "convert 10 aapl eth", result: "Ten Apple shares, priced in ether." },
  ],
  options: [
    {
      caption: "Arguments",
      rows: [
        {
          option: "amount",
          description: "A positive number; `k` and `m` mean thousand and million, e.g. `2.5k`, `1m`.",
        },
        {
          option: "from, to",
          description:
            "A coin (`btc`), a fiat currency (`usd`, `eur`, `jpy`), a stock or fund (`aapl`, `spy`) or a metal (`xau`, `xag`).",
        },
      ],
    },
  ],
  sections: [
    {
      id: "rates",
      heading: "Which rates are used",
      paragraphs: [
        "Coins use CoinGecko's volume-weighted average price, fiat currencies and metals the live forex rate, and stocks the last trade price. When there is no direct market, the conversion goes through US dollars, and the reply says so.",
      ],
    },
  ],
  preview: {
    caption: "Chartbot answers a conversion with the amount in the other asset at the live rate.",
    command: { text: "convert 100 eur jpy", mode: "traditional" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "100 EUR = 16,312.40 JPY",
        fields: [
          { name: "Rate", value: "1 EUR = 163.124 JPY" },
          { name: "Inverse", value: "1 JPY = 0.00613 EUR" },
        ],
        footer: "Live forex rate from Twelvedata",
      },
    },
  },
  related: ["prices", "asset-details", "lookup"],
};
