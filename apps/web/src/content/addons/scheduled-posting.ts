import type { AddonPage } from "./addon-page";

export const scheduledPostingAddon: AddonPage = {
  slug: "scheduled-posting",
  intro: [
    "Keep a channel alive without anyone on duty. Scheduled Posting runs any Chartbot command on a timetable you set: a market overview at the open, an hourly chart of the coin your community follows, prices every half hour while markets trade.",
  ],
  examples: [
    {
      command: 'schedule add "hmap crypto" every 1d at 20:00',
      result: "The crypto heatmap every evening at 20:00 UTC.",
    },
    { command: 'schedule add "c btc 1h rsi" every 1h', result: "An hourly BTC chart with RSI." },
    {
      command: 'schedule add "p aapl msft nvda" every 30m market-hours',
      result: "Three stock quotes every 30 minutes, only while US markets are open.",
    },
  ],
  preview: {
    caption:
      "With Scheduled Posting, Chartbot posts a saved command's answer on a timetable, here an hourly chart.",
    command: { text: 'schedule add "c btcusdt 1h rsi" every 1h', ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 15:00",
      text: "Scheduled post 1 · every hour",
      embed: {
        tone: "accent",
        title: "1-hour candles · RSI(14)",
        picture: {
          kind: "chart",
          variant: "rsi",
          alt: "A 1-hour BTC/USDT candlestick chart with an RSI pane.",
        },
        footer: "Schedule 1 · next post at 16:00",
      },
    },
  },
  steps: [
    "Subscribe in the dashboard and assign the slot to your community.",
    "Type `schedule add` in the channel that should receive the posts, or add them under [My Communities](dashboard:/communities).",
    "Check upcoming runs with `schedule list`; pause and resume a post with `schedule pause` and `schedule resume`, or in the dashboard.",
  ],
  faq: [
    {
      question: "What happens to my schedules if I cancel?",
      answer:
        "They stop posting at the end of the billing period and keep their settings, so they post again if you subscribe again.",
    },
    {
      question: "Which time zone do schedules use?",
      answer:
        "`at` times typed with the command are in UTC; in the dashboard you choose the time zone of each post's start time. `market-hours` follows New York time, daylight saving included.",
    },
  ],
  docs: ["scheduled-posting", "heatmaps"],
};
