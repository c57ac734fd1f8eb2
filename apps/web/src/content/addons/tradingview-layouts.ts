import type { AddonPage } from "./addon-page";

export const tradingviewLayouts: AddonPage = {
  slug: "tradingview-layouts",
  intro: [
    "Your analysts already keep their best charts in TradingView: trend lines, Fibonacci levels, favourite indicators. TradingView Layouts brings those layouts into Discord, so anyone in the community can post them by name, on any symbol, without a screenshot.",
  ],
  examples: [
    { command: "layout swing", result: "The saved `swing` layout, drawings included." },
    { command: "layout swing sol 4h", result: "The same layout applied to SOL on the 4-hour timeframe." },
    { command: "layout list", result: "Every layout saved in the community." },
  ],
  preview: {
    caption: "With TradingView Layouts, Chartbot posts your saved layout, drawings included, on any market.",
    command: { text: "layout swing solusdt 4h", ticker: "solusdt", mode: "traditional" },
    market: { label: "SOL/USDT", ticker: "SOLUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "accent",
        title: "Layout swing · 4-hour candles",
        picture: {
          kind: "chart",
          variant: "layout",
          alt: "A 4-hour SOL/USDT chart in the swing layout: a rising trend line and a shaded support zone drawn over the candles.",
        },
        footer: "TradingView Layouts",
      },
    },
  },
  steps: [
    "Subscribe in the dashboard and assign the slot to your community.",
    "Share a layout in TradingView and copy its link.",
    "Add it with a label under [My Communities](dashboard:/communities), then type `layout <label>`.",
  ],
  faq: [
    {
      question: "Do I need a paid TradingView plan?",
      answer: "No. Any layout you can share from TradingView works, including those saved on a free plan.",
    },
    {
      question: "Do edits in TradingView show up?",
      answer: "Yes. Chartbot loads the layout each time it is posted, so the latest version always appears.",
    },
  ],
  docs: ["layouts", "charting"],
};
