import { ADDON_LAYOUTS } from "../entitlements";
import type { FeatureDoc } from "./feature-doc";

export const layouts: FeatureDoc = {
  slug: "layouts",
  title: "Layouts",
  summary:
    "Save your TradingView chart layouts, with drawings and indicators, and call them up by name for any symbol in your Discord server.",
  intro: [
    "Layouts turn the charts you already built on TradingView into a command. Save a layout once in the dashboard under a short label; from then on anyone in the community can post it with `layout <label>`, on its own symbol or on any other.",
  ],
  examples: [
    { command: "layout swing", result: "Your `swing` layout exactly as saved, drawings and all." },
    {
      command: "layout swing eth 4h",
      result: "The same layout and indicators applied to ETH on the 4-hour timeframe.",
    },
    { command: "layout elliott btcusdt 1d", result: "The `elliott` layout on BTC/USDT daily candles." },
    { command: "layout list", result: "Every layout saved in this community, with its label and theme." },
  ],
  options: [
    {
      caption: "Layout settings (in the dashboard)",
      rows: [
        {
          option: "label",
          description: "What members type, e.g. `swing`: letters, digits and dashes, up to 32 characters.",
        },
        {
          option: "URL",
          description:
            "The layout's TradingView link, for example `https://www.tradingview.com/chart/AbCdEf12/`.",
        },
        { option: "theme", description: "`dark` or `light`, whatever the layout itself uses." },
        { option: "wide", description: "Posts a 16:9 image instead of 4:3." },
      ],
    },
  ],
  sections: [
    {
      id: "set-up",
      heading: "Add a layout",
      steps: [
        "In TradingView, open the chart layout you want to share and save it.",
        "Open the layout menu, choose **Share** and make sure the layout is shared, then copy its link.",
        "In the dashboard, open [My Communities](dashboard:/communities), pick the community and add the layout under **TradingView layouts** with a label.",
        "Type `layout <label>` in any channel the bot can read.",
      ],
    },
    {
      id: "limits",
      heading: "Limits",
      paragraphs: [
        `Layouts are part of the [TradingView Layouts](/pro/tradingview-layouts) add-on. A community can save up to ${ADDON_LAYOUTS} layouts. Changes you make in TradingView show up the next time the layout is posted; there is nothing to re-import.`,
      ],
    },
  ],
  requiresAddon: true,
  addon: "tradingview-layouts",
  preview: {
    caption: "Chartbot posts the saved layout, its drawings included, on the market and timeframe you name.",
    command: { text: "layout swing ethusdt 4h", ticker: "ethusdt", mode: "traditional" },
    market: { label: "ETH/USDT", ticker: "ETHUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "Layout swing · 4-hour candles",
        picture: {
          kind: "chart",
          variant: "layout",
          alt: "A 4-hour ETH/USDT candlestick chart with the swing layout's drawings: a rising trend line and a shaded support zone.",
        },
        footer: "Layout saved by priya",
      },
    },
  },
  related: ["charting", "scheduled-posting", "lookup"],
};
