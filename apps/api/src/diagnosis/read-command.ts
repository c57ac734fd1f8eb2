import {
  type AddonSlug,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  CHARTING_ADDON,
  FREE_CHART_TIMEFRAMES,
  FREE_CHART_TYPES,
  timeframeToken,
} from "@chartbot/addons";
import { type BotCommand, type CommandName, findCommand } from "@chartbot/command-catalogue";

/** A command as a member typed it, read as far as a diagnosis needs. */
export interface TypedCommand {
  /** What was typed, trimmed. */
  text: string;
  /** The command it names, or undefined when the first word is no command of the bot's. */
  command: BotCommand | undefined;
  /** The first ticker it names, if its form takes one. */
  ticker: string | undefined;
  /** The add-on the command needs in the community, if any. */
  addon: { slug: AddonSlug; why: string } | undefined;
}

/** Commands that need an add-on of the community whatever their arguments. */
const COMMAND_ADDONS: Partial<Record<CommandName, AddonSlug>> = {
  layout: "tradingview-layouts",
  schedule: "scheduled-posting",
};

const byToken = <T extends string>(values: readonly T[], token: (value: T) => string) =>
  new Map(values.map((value) => [token(value), value] as const));
const TIMEFRAMES = byToken(CHART_TIMEFRAMES, timeframeToken);
const TYPES = byToken(CHART_TYPES, (type) => type);
const FREE_TIMEFRAMES: readonly string[] = FREE_CHART_TIMEFRAMES;
const FREE_TYPES: readonly string[] = FREE_CHART_TYPES;

/** What a chart's options need: Advanced Charting for a timeframe or a chart type outside the free plan. */
function chartAddon(options: readonly string[]): TypedCommand["addon"] {
  for (const word of options) {
    const timeframe = TIMEFRAMES.get(word.endsWith("M") ? word : word.toLowerCase());
    if (timeframe && !FREE_TIMEFRAMES.includes(timeframe)) {
      return { slug: CHARTING_ADDON, why: `the ${word} timeframe` };
    }
    const type = TYPES.get(word.toLowerCase());
    if (type && !FREE_TYPES.includes(type)) return { slug: CHARTING_ADDON, why: `${type} charts` };
  }
  return undefined;
}

/** Reads `c btc 4h`, `/p eth sol` or `!layout weekly`: the command, its first ticker and the add-on it needs. */
export function readCommand(typed: string): TypedCommand {
  const text = typed.trim();
  const [first = "", ...rest] = text.replace(/^[/!]/, "").split(/\s+/);
  const command = findCommand(first);
  if (!command) return { text, command, ticker: undefined, addon: undefined };
  const form = command.forms.find((f) => f.sub !== null && f.sub === rest[0]?.toLowerCase());
  const words = form ? rest.slice(1) : rest;
  const args = (form ?? command.forms[0])?.arguments ?? [];
  const at = args.findIndex((arg) => arg.kind === "ticker" || arg.kind === "tickers");
  const ticker = at >= 0 ? words[at] : undefined;
  const slug = COMMAND_ADDONS[command.name];
  const addon = slug
    ? { slug, why: `the ${command.name} command` }
    : command.name === "c"
      ? chartAddon(words.slice(1))
      : undefined;
  return { text, command, ticker, addon };
}
