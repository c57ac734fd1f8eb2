import type { FeatureSlug } from "@chartbot/marketing-paths";

/**
 * The commands a scheduled post can run: the ones that post market data. Trading, alerts, schedules and relays
 * act for the member who types them, so a timetable cannot run them.
 */
export const SCHEDULABLE_COMMANDS = [
  "c",
  "layout",
  "p",
  "info",
  "hmap",
  "lookup",
  "ob",
  "convert",
  "vol",
] as const;

/** What a member types first, in the order the documentation index lists the features. */
export const COMMAND_NAMES = [...SCHEDULABLE_COMMANDS, "paper", "alert", "schedule", "relay"] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];
export type SchedulableCommand = (typeof SCHEDULABLE_COMMANDS)[number];

/** What an argument holds; the bot registers its slash option with the matching type. */
export const ARGUMENT_KINDS = ["ticker", "tickers", "text", "number", "channel", "role", "id"] as const;
export type ArgumentKind = (typeof ARGUMENT_KINDS)[number];

/** One argument of a command form, as the slash command's option. */
export interface CommandArgument {
  readonly name: string;
  readonly kind: ArgumentKind;
  readonly required: boolean;
  /** At most 100 characters (Discord's limit for an option's description). */
  readonly description: string;
}

/** One way to use a command: the command itself, or one of its sub-commands (`alert set`). */
export interface CommandForm {
  /** The sub-command word, or null for the command on its own. */
  readonly sub: string | null;
  /** At most 100 characters (Discord's limit for a command's description). */
  readonly summary: string;
  readonly arguments: readonly CommandArgument[];
}

/** A bot command: how it is typed, as a message and as a slash command, and where it is documented. */
export interface BotCommand {
  readonly name: CommandName;
  /** Other words the bot accepts for it (`chart` for `c`). */
  readonly aliases: readonly string[];
  /** The slash command of the same name (`/c`). */
  readonly slash: `/${CommandName}`;
  /** The documentation page that explains it. */
  readonly feature: FeatureSlug;
  /** At most 100 characters (Discord's limit for a command's description). */
  readonly summary: string;
  /** The command's shape for the documentation: `<required>`, `[optional]`, `…` repeats, `a | b` one of. */
  readonly usage: readonly string[];
  readonly forms: readonly CommandForm[];
}

const ticker = (description = "A ticker, e.g. btcusd, aapl or binance:ethusdt"): CommandArgument => ({
  name: "ticker",
  kind: "ticker",
  required: true,
  description,
});
const optional = (name: string, description: string, kind: ArgumentKind = "text"): CommandArgument => ({
  name,
  kind,
  required: false,
  description,
});
const required = (name: string, description: string, kind: ArgumentKind = "text"): CommandArgument => ({
  name,
  kind,
  required: true,
  description,
});
const alertId = required("id", "The alert's number, as `alert list` shows it", "id");
const scheduleId = required("id", "The scheduled post's number, as `schedule list` shows it", "id");

function command(spec: Omit<BotCommand, "slash">): BotCommand {
  return { ...spec, slash: `/${spec.name}` };
}

/** Every command, by name. */
export const COMMANDS: { readonly [N in CommandName]: BotCommand } = {
  c: command({
    name: "c",
    aliases: ["chart"],
    feature: "charting",
    summary: "A candlestick chart of a market, with indicators",
    usage: ["c <ticker> [timeframe] [indicator …] [style] [option …]"],
    forms: [
      {
        sub: null,
        summary: "A candlestick chart of a market, with indicators",
        arguments: [
          ticker(),
          optional("options", "Timeframe, indicators, style and options, e.g. 4h rsi sma(20) line"),
        ],
      },
    ],
  }),
  layout: command({
    name: "layout",
    aliases: [],
    feature: "layouts",
    summary: "A chart from one of the community's TradingView layouts",
    usage: ["layout <label> [ticker] [timeframe]", "layout list"],
    forms: [
      {
        sub: "show",
        summary: "A chart from one of the community's TradingView layouts",
        arguments: [
          required("label", "The layout's label, as the dashboard lists it"),
          optional("ticker", "Another market than the layout's", "ticker"),
          optional("timeframe", "Another timeframe than the layout's, e.g. 1h"),
        ],
      },
      { sub: "list", summary: "The community's layouts", arguments: [] },
    ],
  }),
  p: command({
    name: "p",
    aliases: ["price"],
    feature: "prices",
    summary: "Live prices of up to 10 markets, with change, range and volume",
    usage: ["p <ticker> [ticker …] [in <currency>]"],
    forms: [
      {
        sub: null,
        summary: "Live prices of up to 10 markets, with change, range and volume",
        arguments: [
          required("tickers", "Up to 10 tickers separated by spaces, e.g. btcusd aapl eurusd", "tickers"),
          optional("in", "A currency to convert the prices to, e.g. eur"),
        ],
      },
    ],
  }),
  info: command({
    name: "info",
    aliases: ["details"],
    feature: "asset-details",
    summary: "What a market is: name, venue, market cap, supply and links",
    usage: ["info <ticker>"],
    forms: [
      {
        sub: null,
        summary: "What a market is: name, venue, market cap, supply and links",
        arguments: [ticker()],
      },
    ],
  }),
  hmap: command({
    name: "hmap",
    aliases: ["heatmap"],
    feature: "heatmaps",
    summary: "A heatmap of a whole market, coloured by performance",
    usage: ["hmap <market> [period] [top=<n>] [by=mcap|volume] [sector=<name>]"],
    forms: [
      {
        sub: null,
        summary: "A heatmap of a whole market, coloured by performance",
        arguments: [
          required("market", "crypto or stocks"),
          optional("options", "Period and filters, e.g. 1w top=50 by=volume"),
        ],
      },
    ],
  }),
  lookup: command({
    name: "lookup",
    aliases: [],
    feature: "lookup",
    summary: "How the bot reads a ticker in this community, and the alternatives",
    usage: ["lookup <ticker or name>"],
    forms: [
      {
        sub: null,
        summary: "How the bot reads a ticker in this community, and the alternatives",
        arguments: [required("query", "A ticker or a name, e.g. eth or apple")],
      },
    ],
  }),
  ob: command({
    name: "ob",
    aliases: ["depth", "orderbook"],
    feature: "orderbook-visualizations",
    summary: "A picture of an exchange pair's order book",
    usage: ["ob <ticker> [depth] [all]"],
    forms: [
      {
        sub: null,
        summary: "A picture of an exchange pair's order book",
        arguments: [
          ticker("An exchange pair, e.g. binance:btcusdt"),
          optional("options", "Depth in percent, or all"),
        ],
      },
    ],
  }),
  convert: command({
    name: "convert",
    aliases: [],
    feature: "conversions",
    summary: "Converts an amount between crypto, fiat and stock prices",
    usage: ["convert <amount> <from> <to>"],
    forms: [
      {
        sub: null,
        summary: "Converts an amount between crypto, fiat and stock prices",
        arguments: [
          required("amount", "How much, e.g. 0.5", "number"),
          required("from", "What to convert, e.g. btc"),
          required("to", "What to convert to, e.g. eur"),
        ],
      },
    ],
  }),
  vol: command({
    name: "vol",
    aliases: ["volume"],
    feature: "volume",
    summary: "Trading volume of a market, or the markets that trade most",
    usage: ["vol <ticker> [period]", "vol top <market>"],
    forms: [
      {
        sub: "of",
        summary: "Trading volume of a market",
        arguments: [ticker(), optional("period", "e.g. 24h or 7d")],
      },
      {
        sub: "top",
        summary: "The markets that trade most",
        arguments: [required("market", "crypto or stocks")],
      },
    ],
  }),
  paper: command({
    name: "paper",
    aliases: [],
    feature: "paper-trading",
    summary: "Trade with a virtual balance at real prices",
    usage: [
      "paper buy <amount> <ticker> [limit <price>]",
      "paper sell <amount | percent> <ticker> [limit <price>]",
      "paper balance | orders | history | leaderboard",
      "paper cancel <order id>",
      "paper reset",
    ],
    forms: [
      {
        sub: "buy",
        summary: "Buys at the market price, or at a limit",
        arguments: [
          required("amount", "How much to buy, e.g. 0.1", "number"),
          ticker(),
          optional("limit", "A limit price", "number"),
        ],
      },
      {
        sub: "sell",
        summary: "Sells at the market price, or at a limit",
        arguments: [
          required("amount", "How much to sell, e.g. 0.1 or 50%"),
          ticker(),
          optional("limit", "A limit price", "number"),
        ],
      },
      { sub: "balance", summary: "Your cash, positions and profit or loss", arguments: [] },
      { sub: "orders", summary: "Your open limit orders", arguments: [] },
      { sub: "history", summary: "Your past trades", arguments: [] },
      { sub: "leaderboard", summary: "The community's top paper traders", arguments: [] },
      {
        sub: "cancel",
        summary: "Cancels an open order",
        arguments: [required("id", "The order's id", "id")],
      },
      { sub: "reset", summary: "Starts again with the virtual balance", arguments: [] },
    ],
  }),
  alert: command({
    name: "alert",
    aliases: [],
    feature: "price-alerts",
    summary: "Price alerts: get notified when a price crosses a level",
    usage: [
      'alert set <ticker> <above | below | crosses> <level> ["message"] [@role] [dm]',
      "alert list",
      "alert pause <id> | resume <id> | delete <id>",
    ],
    forms: [
      {
        sub: "set",
        summary: "Notifies you when a price crosses a level",
        arguments: [
          ticker(),
          required("condition", "above, below or crosses"),
          required("level", "The price level", "number"),
          optional("message", "Your own note, sent with the alert"),
          optional("role", "A role to mention in this channel", "role"),
        ],
      },
      { sub: "list", summary: "Your alerts with their numbers", arguments: [] },
      { sub: "pause", summary: "Pauses an alert", arguments: [alertId] },
      { sub: "resume", summary: "Resumes a paused alert", arguments: [alertId] },
      { sub: "delete", summary: "Deletes an alert", arguments: [alertId] },
    ],
  }),
  schedule: command({
    name: "schedule",
    aliases: [],
    feature: "scheduled-posting",
    summary: "Has the bot post a command on a timetable",
    usage: [
      'schedule add "<command>" every <period> [at <HH:MM>] [weekdays] [market-hours] [@role] ["message"]',
      "schedule list",
      "schedule pause <id> | resume <id> | remove <id>",
    ],
    forms: [
      {
        sub: "add",
        summary: "Posts a command in this channel on a timetable",
        arguments: [
          required("command", "The command to post, e.g. c btcusd 4h rsi"),
          required("every", "How often, e.g. 1h or 1d"),
          optional("at", "The first time of day, HH:MM"),
          optional("role", "A role to mention", "role"),
          optional("message", "A message sent with each post"),
        ],
      },
      { sub: "list", summary: "This server's scheduled posts", arguments: [] },
      { sub: "pause", summary: "Pauses a scheduled post", arguments: [scheduleId] },
      { sub: "resume", summary: "Resumes a paused post", arguments: [scheduleId] },
      { sub: "remove", summary: "Removes a scheduled post", arguments: [scheduleId] },
    ],
  }),
  relay: command({
    name: "relay",
    aliases: [],
    feature: "webhook-relays",
    summary: "Relays messages from a webhook URL into a channel",
    usage: ["relay create #channel", "relay list", "relay delete <id>"],
    forms: [
      {
        sub: "create",
        summary: "A webhook URL that posts into a channel",
        arguments: [required("channel", "The channel to post into", "channel")],
      },
      { sub: "list", summary: "This server's relays", arguments: [] },
      {
        sub: "delete",
        summary: "Deletes a relay",
        arguments: [required("id", "The relay's number, as `relay list` shows it", "id")],
      },
    ],
  }),
};

const byWord = new Map<string, BotCommand>(
  Object.values(COMMANDS).flatMap((entry) =>
    [entry.name, ...entry.aliases].map((word) => [word, entry] as const),
  ),
);

/** The command a word names, by its name or an alias, in any letter case (`Chart` -> `c`); undefined if none. */
export function findCommand(word: string): BotCommand | undefined {
  return byWord.get(word.trim().toLowerCase());
}

const byFeature = new Map<FeatureSlug, BotCommand>(
  Object.values(COMMANDS).map((entry) => [entry.feature, entry]),
);

/** The command a documentation page explains (each page explains one). */
export function commandOfFeature(feature: FeatureSlug): BotCommand {
  const entry = byFeature.get(feature);
  if (!entry) throw new Error(`no command is documented on /features/${feature}`);
  return entry;
}

/** The schedulable command a word names, by its name or an alias (`chart` -> `c`); undefined if none. */
export function schedulableCommandOf(word: string): SchedulableCommand | undefined {
  const name = findCommand(word)?.name;
  return name !== undefined && isSchedulable(name) ? name : undefined;
}

/** Whether a command name is one a scheduled post can run. */
export function isSchedulable(name: string): name is SchedulableCommand {
  return (SCHEDULABLE_COMMANDS as readonly string[]).includes(name);
}
