import { LIMITS } from "@chartbot/addons";
import { ADDON_SCHEDULED_POSTS } from "../entitlements";
import type { FeatureDoc } from "./feature-doc";

const { min, max } = LIMITS.scheduledPostPeriodMinutes;

export const scheduledPosting: FeatureDoc = {
  slug: "scheduled-posting",
  title: "Scheduled Posting",
  summary:
    "Have the bot post any command on a schedule: an hourly chart, a heatmap at the US open, prices every 30 minutes while markets are open.",
  intro: [
    "Scheduled posts run any Chartbot command for you, in a channel you choose, as often as every 5 minutes or once a day. Skip weekends, post only while US markets are open, and mention a role so members who care get notified.",
  ],
  examples: [
    {
      command: 'schedule add "c btc 4h rsi" every 4h',
      result: "Posts a 4-hour BTC chart with RSI in this channel every four hours.",
    },
    {
      command: 'schedule add "hmap stocks" every 1d at 13:35 weekdays',
      result: "Posts the S&P 500 heatmap five minutes after the US open (13:35 UTC), Monday to Friday.",
    },
    {
      command: 'schedule add "p spy qqq dia" every 30m market-hours',
      result: "Quotes the three index funds every 30 minutes while US markets are open.",
    },
    {
      command: 'schedule add "c eurusd 1d" every 1d at 21:00 @Forex "Daily close"',
      result: "Posts the daily EUR/USD chart at 21:00 UTC, mentions the Forex role and adds your note.",
    },
    {
      command: "schedule list",
      result: "Every scheduled post in this community with its id, channel and next run.",
    },
  ],
  options: [
    {
      caption: "Options",
      rows: [
        {
          option: "every <period>",
          description: `How often: \`5m\` to \`24h\` (${min} to ${max} minutes), or \`1d\`.`,
        },
        {
          option: "at <HH:MM>",
          description: "The first run of each day, in UTC (the dashboard lets you pick another time zone).",
        },
        { option: "weekdays", description: "Skips Saturdays and Sundays." },
        {
          option: "market-hours",
          description: "Posts only while US stock markets are open (9:30 to 16:00 New York time).",
        },
        { option: "@role", description: "Mentions a role with each post." },
        { option: '"message"', description: "A line of text posted with each run." },
      ],
    },
  ],
  sections: [
    {
      id: "limits",
      heading: "Limits",
      paragraphs: [
        `Scheduled posting is part of the [Scheduled Posting](/pro/scheduled-posting) add-on. A community can have up to ${ADDON_SCHEDULED_POSTS} scheduled posts. Only members who can manage the server can add or remove them.`,
      ],
    },
    {
      id: "dashboard",
      heading: "Manage schedules in the dashboard",
      paragraphs: [
        "Under [My Communities](dashboard:/communities) you can see every scheduled post and its next runs, change its channel, period, start time (HH:MM in the time zone you choose), days or role, and pause it without losing its settings, then resume it.",
      ],
    },
  ],
  requiresAddon: true,
  addon: "scheduled-posting",
  preview: {
    caption:
      "A scheduled post: at the set time Chartbot runs the saved command and posts its answer, with no one typing.",
    command: { text: 'schedule add "c eurusd 1d" every 1d at 21:00', ticker: "eurusd", mode: "traditional" },
    market: { label: "EUR/USD", ticker: "EURUSD", source: "FX" },
    post: {
      kind: "message",
      time: "Today at 21:00",
      text: "Scheduled post 3 · every day at 21:00",
      embed: {
        tone: "accent",
        title: "Daily candles",
        picture: {
          kind: "chart",
          variant: "rsi",
          alt: "A daily EUR/USD candlestick chart with an RSI pane.",
        },
        footer: "Schedule 3 · next post tomorrow at 21:00",
      },
    },
  },
  related: ["heatmaps", "charting", "webhook-relays"],
};
