import type { ContentSection } from "./types";

/** The /add page below its call to action. */
export const INSTALL_SECTIONS: readonly ContentSection[] = [
  {
    id: "steps",
    heading: "Install in four steps",
    steps: [
      "Press **Add to Discord** above. Discord opens and asks which server to add Chartbot to; only servers where you have the **Manage Server** permission are listed.",
      "Review the permissions and press **Authorize**. Chartbot asks only for what its replies need (listed below).",
      "In any channel the bot can see, type `c btc` (or `c btcusd` in traditional mode). A chart should appear within a couple of seconds.",
      "Sign in to the [dashboard](dashboard:/communities) to pick your community's parsing mode, chart defaults and add-ons.",
    ],
  },
  {
    id: "permissions",
    heading: "Permissions Chartbot asks for",
    table: {
      caption: "Discord permissions",
      headers: ["Permission", "Why Chartbot needs it"],
      rows: [
        { option: "View Channels", description: "To see the channels where members type commands." },
        { option: "Send Messages", description: "To answer commands, post alerts and scheduled posts." },
        { option: "Send Messages in Threads", description: "To answer in threads too." },
        { option: "Embed Links", description: "Prices, asset details and lookups are sent as embeds." },
        { option: "Attach Files", description: "Charts, heatmaps and order books are images." },
        { option: "Read Message History", description: "To reply to the message that asked." },
        { option: "Add Reactions", description: "To confirm commands such as `alert set` with a reaction." },
      ],
    },
  },
  {
    id: "commands",
    heading: "Commands to try first",
    examples: [
      { command: "c btc 1h rsi", result: "A BTC chart with RSI." },
      { command: "p aapl tsla nvda", result: "Three stock quotes in one table." },
      { command: "hmap crypto", result: "The crypto market heatmap." },
      { command: "lookup eth", result: "How the bot reads a ticker, and the alternatives." },
    ],
  },
  {
    id: "troubleshooting",
    heading: "If the bot does not answer",
    list: [
      "Check that Chartbot can view and send messages in that channel: channel permissions override server roles.",
      "Slash commands missing? Add the bot again with the button above; the invite includes the `applications.commands` scope.",
      "A ticker not found? Use `lookup` to see what it means in your community's mode, or browse the [symbol catalogue](/symbols).",
      "Still stuck? Ask in our [support server](link:supportServer) and we will help you set it up.",
    ],
  },
];
