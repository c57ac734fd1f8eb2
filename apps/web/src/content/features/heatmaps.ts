import type { FeatureDoc } from "./feature-doc";

export const heatmaps: FeatureDoc = {
  slug: "heatmaps",
  title: "Heatmaps",
  summary:
    "See a whole market at a glance: crypto, the S&P 500, the Nasdaq-100 or forex majors as a heatmap sized by market cap and coloured by performance.",
  intro: [
    'The `hmap` command posts a treemap of a whole market. Each tile is an asset, sized by market cap or volume and coloured from deep red to deep green by its performance over the period you choose. It is the fastest way to answer "what is moving today?"',
  ],
  examples: [
    {
      command: "hmap crypto",
      result: "The 50 largest coins by market cap, coloured by their 24-hour change.",
    },
    { command: "hmap crypto 7d top=20", result: "The 20 largest coins over the last seven days." },
    { command: "hmap stocks", result: "The S&P 500 grouped by sector, coloured by today's change." },
    { command: "hmap stocks sector=tech", result: "Only the technology sector of the S&P 500." },
    { command: "hmap nasdaq 30d", result: "The Nasdaq-100 over the last 30 days." },
    {
      command: "hmap forex",
      result: "A grid of the major currencies, each against each, coloured by the day's move.",
    },
  ],
  options: [
    {
      caption: "Markets",
      rows: [
        { option: "crypto", description: "The largest coins by market cap; stablecoins are left out." },
        { option: "stocks", description: "The S&P 500, grouped by sector." },
        { option: "nasdaq", description: "The Nasdaq-100." },
        { option: "forex", description: "USD, EUR, JPY, GBP, AUD, CAD, CHF and NZD against each other." },
      ],
    },
    {
      caption: "Options",
      rows: [
        { option: "1h 24h 7d 30d ytd", description: "The period the colours show. `24h` is the default." },
        { option: "top=<n>", description: "How many coins a crypto heatmap shows, 10 to 100 (default 50)." },
        {
          option: "by=mcap by=volume",
          description: "What sizes the tiles: market cap (default) or traded volume.",
        },
        {
          option: "sector=<name>",
          description:
            "One S&P 500 sector: `tech`, `health`, `finance`, `energy`, `consumer`, `industrials`, `utilities`, `materials`, `realestate` or `telecom`.",
        },
      ],
    },
  ],
  sections: [
    {
      id: "schedule",
      heading: "A heatmap every morning",
      paragraphs: [
        "Heatmaps make a good daily market overview. With [Scheduled Posting](/features/scheduled-posting) the bot can post `hmap stocks` at the US open and `hmap crypto` every evening without anyone typing a thing.",
      ],
    },
  ],
  preview: {
    caption: "Chartbot answers a heatmap command with the market as coloured tiles, sized by market cap.",
    command: { text: "hmap crypto", mode: "traditional" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "Crypto · 24 hours",
        picture: {
          kind: "image",
          image: {
            src: "/images/heatmap-crypto-24h.png",
            width: 1200,
            height: 750,
            alt: "A crypto market heatmap: BTC fills the largest tile in green at +2.4%, ETH is red at -1.2%, with smaller tiles for SOL, BNB, XRP, DOGE and others.",
          },
        },
        footer: "Sized by market cap · CoinGecko",
      },
    },
  },
  related: ["scheduled-posting", "volume", "prices"],
};
