import type { Meta, StoryObj } from "@storybook/react-vite";
import { BotPreview } from "./bot-preview";

const meta = {
  title: "Content/BotPreview",
  component: BotPreview,
  args: {
    post: {
      caption: "Chartbot answers a chart command with a 4-hour BTC/USD chart.",
      command: { text: "c btcusd 4h", ticker: "btcusd", mode: "traditional" },
      market: { label: "BTC/USD", ticker: "BTCUSD", source: "Coinbase" },
      post: {
        kind: "message",
        time: "Today at 14:02",
        embed: {
          tone: "accent",
          title: "BTC/USD · 4h",
          picture: {
            kind: "chart",
            variant: "rsi",
            alt: "A 4-hour BTC/USD candlestick chart with an RSI pane",
          },
          footer: "Chartbot · Coinbase",
        },
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof BotPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChartReply: Story = {};

/** A scheduled post: no member typed it; it mentions a role and carries the post's message. */
export const ScheduledPostWithMessage: Story = {
  args: {
    post: {
      caption: "The scheduled post as the bot will post it in #markets.",
      market: { label: "ETH/USD", ticker: "ETHUSD", source: "Coinbase" },
      post: {
        kind: "message",
        time: "Today at 09:00",
        mention: "traders",
        text: "Morning update: ETHUSD at 3,412.50",
        embed: {
          tone: "positive",
          title: "ETH/USD",
          fields: [
            { name: "Price", value: "3,412.50" },
            { name: "24h", value: "+2.4 %", tone: "positive" },
          ],
        },
      },
    },
  },
};

/** The member list with price satellites. */
export const Satellites: Story = {
  args: {
    post: {
      caption: "Two price satellites in the member list.",
      post: {
        kind: "members",
        satellites: [
          { name: "BTC $97,120", status: "+1.8 % 24h", tone: "positive" },
          { name: "ETH $3,412", status: "-0.6 % 24h", tone: "negative" },
        ],
        members: ["alex", "sam"],
      },
    },
  },
};
