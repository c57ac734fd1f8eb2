import { BOT_PERMISSION_NAMES, type BotPermission, PERMISSION_LABELS } from "@chartbot/contracts/discord";
import type { ContentSection } from "./types";

/**
 * Why the bot asks for each permission of its invite. The list itself is the contracts' (what the features need);
 * a permission added there without a reason here fails the type check.
 */
const PERMISSION_REASONS: Record<BotPermission, string> = {
  VIEW_CHANNEL: "To see the channels where members type commands.",
  SEND_MESSAGES: "To answer commands, post alerts and scheduled posts.",
  SEND_MESSAGES_IN_THREADS: "To answer in threads too.",
  EMBED_LINKS: "Prices, asset details and lookups are sent as embeds.",
  ATTACH_FILES: "Charts, heatmaps and order books are images.",
  READ_MESSAGE_HISTORY: "To reply to the message that asked.",
  ADD_REACTIONS: "To confirm commands such as `alert set` with a reaction.",
  MANAGE_WEBHOOKS: "Scheduled posts and webhook relays post through a channel webhook, under their own name.",
  MENTION_EVERYONE:
    "To mention the role you pick for an alert or a scheduled post, even when it is not mentionable.",
};

/** The /add page below its call to action. */
export const INSTALL_SECTIONS: readonly ContentSection[] = [
  {
    id: "steps",
    heading: "Install in four steps",
    steps: [
      "Press **Add to Discord** above. Discord opens and asks which server to add Chartbot to; only servers where you have the **Manage Server** permission are listed.",
      "Review the permissions and press **Authorize**. Chartbot asks only for what its replies need (listed below).",
      "In any channel the bot can see, type `c btcusdt`: it works in either parsing mode (in crypto mode, `c btc` is enough). A chart should appear within a couple of seconds.",
      "Sign in to the [dashboard](dashboard:/communities) to pick your community's parsing mode, chart defaults and add-ons.",
    ],
  },
  {
    id: "permissions",
    heading: "Permissions Chartbot asks for",
    table: {
      caption: "Discord permissions",
      headers: ["Permission", "Why Chartbot needs it"],
      rows: BOT_PERMISSION_NAMES.map((permission) => ({
        option: PERMISSION_LABELS[permission],
        description: PERMISSION_REASONS[permission],
      })),
    },
  },
  {
    id: "commands",
    heading: "Commands to try first",
    examples: [
      { command: "c btcusdt 1h rsi", result: "A BTC/USDT chart with RSI." },
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
