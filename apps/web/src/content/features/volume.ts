import type { FeatureDoc } from "./feature-doc";

export const volume: FeatureDoc = {
  slug: "volume",
  title: "Volume",
  summary:
    "Compare trading volume across exchanges, spot unusual spikes against the 30-day average and find the markets with the most volume today.",
  intro: [
    "Volume tells you how much conviction is behind a move. The `vol` command breaks down where an asset trades and how today compares with normal, and `vol top` lists the markets with the most volume right now.",
  ],
  examples: [
    {
      command: "vol btc",
      result: "BTC's 24-hour volume per exchange and how it compares with its 30-day average.",
    },
    { command: "vol eth 7d", result: "ETH's volume over the last seven days, day by day." },
    { command: "vol top crypto", result: "The 10 coins with the most volume in the last 24 hours." },
    { command: "vol top stocks", result: "Today's most traded US stocks." },
    { command: "c btc 1h volume", result: "Volume bars under a chart: see [Charting](/features/charting)." },
  ],
  options: [
    {
      caption: "Options",
      rows: [
        { option: "24h 7d 30d", description: "The period to sum up. `24h` is the default." },
        { option: "top crypto top stocks", description: "The most traded markets of that kind today." },
      ],
    },
  ],
  sections: [
    {
      id: "spikes",
      heading: "Spotting a spike",
      paragraphs: [
        "The reply marks volume above twice the 30-day average as a spike. Spikes near support or resistance often come before a breakout; combine `vol` with `c <ticker> 1h volume` to see where the volume happened.",
      ],
    },
  ],
  preview: {
    caption:
      "Chartbot answers a volume command with the 24-hour volume and how it compares with the 30-day average.",
    command: { text: "vol btcusdt", ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "24-hour volume: 18,204 BTC",
        fields: [
          { name: "In dollars", value: "$1.77B" },
          { name: "30-day average", value: "15,930 BTC" },
          { name: "Versus average", value: "+14%", tone: "positive" },
        ],
        footer: "Binance spot",
      },
    },
  },
  related: ["charting", "orderbook-visualizations", "heatmaps"],
};
