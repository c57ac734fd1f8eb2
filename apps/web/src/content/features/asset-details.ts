import type { FeatureDoc } from "./feature-doc";

export const assetDetails: FeatureDoc = {
  slug: "asset-details",
  title: "Asset Details",
  summary:
    "Key facts about any coin, stock, fund or currency pair: market cap, supply, all-time high, valuation, 52-week range and more, with one command.",
  intro: [
    "The `info` command posts a card with what you want to know before you look at a chart: size, valuation, supply and range. The fields depend on what kind of asset the ticker is.",
  ],
  examples: [
    {
      command: "info sol",
      result:
        "Solana: market cap rank, circulating and maximum supply, all-time high and how far below it the price is.",
    },
    {
      command: "info nvda",
      result: "NVIDIA: sector, market cap, P/E ratio, 52-week range and the next earnings date.",
    },
    { command: "info spy", result: "The SPDR S&P 500 ETF: what it tracks, its venue and its 52-week range." },
    {
      command: "info eurusd",
      result: "EUR/USD: the trading sessions, today's range and the 30-day average range.",
    },
    {
      command: "info btc.halving",
      result: "The next Bitcoin halving: estimated date, blocks left and the new block reward.",
    },
  ],
  options: [
    {
      caption: "What the card shows",
      rows: [
        {
          option: "crypto",
          description:
            "Market cap and rank, 24-hour volume, circulating, total and maximum supply, all-time high and drawdown.",
        },
        {
          option: "stocks",
          description:
            "Company name, sector, market cap, P/E ratio, dividend yield, 52-week range, next earnings date.",
        },
        {
          option: "funds and indices",
          description: "What it tracks, the listing venue and the 52-week range.",
        },
        {
          option: "forex and metals",
          description: "Base and quote currency, trading sessions, daily and 30-day average range.",
        },
        {
          option: "halvings",
          description: "Estimated date, blocks remaining and the block reward before and after.",
        },
      ],
    },
  ],
  sections: [
    {
      id: "ambiguous",
      heading: "When a ticker means two things",
      paragraphs: [
        "Some tickers are both a stock and a coin: `ETH` is Ethan Allen on the NYSE and the first half of every Ether pair. The card always names the market it describes, and [Lookup](/features/lookup) shows every alternative and how your community's parsing mode decides between them.",
      ],
    },
  ],
  preview: {
    caption: "Chartbot answers an info command with a card of the asset's key facts.",
    command: { text: "info nvda", ticker: "nvda", mode: "traditional" },
    market: { label: "NVDA", ticker: "NVDA", source: "NASDAQ" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "NVIDIA Corporation",
        fields: [
          { name: "Sector", value: "Technology" },
          { name: "Market cap", value: "$4.3T" },
          { name: "P/E ratio", value: "52.1" },
          { name: "52-week range", value: "86.62 – 212.19" },
          { name: "Next earnings", value: "Feb 25" },
        ],
        footer: "Twelvedata · market open",
      },
    },
  },
  related: ["prices", "lookup", "charting"],
};
