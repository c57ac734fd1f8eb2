import { COMMANDS, type SchedulableCommand } from "@chartbot/command-catalogue";
import type { ChannelDiagnosis, DiagnosisCause } from "@chartbot/contracts/diagnosis";
import { TEMPLATE_PLACEHOLDERS } from "@chartbot/contracts/message-templates";
import type { BotPost, PreviewEmbed, PreviewMarket, PreviewMessage } from "@chartbot/ui/bot-preview";

/** What the preview shows as the post's time: Discord's own words for a message of today. */
const PREVIEW_TIME = "Today at 09:00";

/** Causes that stop the bot from posting in the channel at all: the preview says so above the post. */
const STOPS_THE_POST = new Set<DiagnosisCause["code"]>([
  "bot_not_in_server",
  "channel_not_found",
  "missing_permission",
]);

/** Causes that change what the bot answers: it posts an explanation instead of the market data. */
const CHANGES_THE_ANSWER = new Set<DiagnosisCause["code"]>(["ticker_not_found", "addon_missing"]);

/**
 * `BTCUSD (Coinbase)`, as a diagnosis and the ticker search name a market, split into the market and where it
 * trades; undefined for anything else (a ticker still being typed).
 */
export function marketOf(named: string | null | undefined): PreviewMarket | undefined {
  const match = /^(\S+)\s+\(([^()]+)\)$/.exec(named?.trim() ?? "");
  if (!match?.[1] || !match[2]) return undefined;
  return { label: match[1], ticker: match[1], source: match[2] };
}

/** A scheduled post as its form stands, and what the channel's diagnosis said about its command. */
export interface CommandPostInput {
  command: SchedulableCommand | "";
  /** What follows the command, as typed (`BTCUSD 4H`). */
  arguments: string;
  /** The post's message with its placeholders filled in; empty for none. */
  text: string;
  /** The role the post mentions, by name without the `@`. */
  mention?: string;
  /** The channel's name, without the `#`, once known. */
  channelName?: string;
  /** The diagnosis of the channel for this command, once read. */
  diagnosis?: ChannelDiagnosis;
}

/** The preview of a scheduled post: the bot's post, and the causes that would keep it from posting. */
export interface CommandPostPreview {
  post: BotPost;
  /** Why the bot could not post in the channel now (permissions, the bot gone, the channel gone). */
  stops: readonly DiagnosisCause[];
}

const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** The embed the command's answer carries: a chart, a depth chart, or the command's summary, titled by market. */
function answerEmbed(
  command: SchedulableCommand,
  args: readonly string[],
  market: PreviewMarket | undefined,
): PreviewEmbed {
  const entry = COMMANDS[command];
  const subject = market?.label ?? args[0]?.toUpperCase();
  const options = args.slice(1).join(" ");
  const title = [subject, options].filter(Boolean).join(" · ") || entry.summary;
  const footer = market ? `${market.label} · ${market.source}` : undefined;
  const described = `${subject ?? "The market"}${options ? ` (${options})` : ""}`;
  if (command === "c" || command === "layout") {
    return {
      tone: "accent",
      title,
      picture: {
        kind: "chart",
        variant: command === "layout" ? "layout" : "rsi",
        alt: `${described}: the chart the bot draws when the post runs`,
      },
      ...(footer && { footer }),
    };
  }
  if (command === "ob") {
    return {
      tone: "accent",
      title,
      picture: { kind: "depth", alt: `${described}: the order book depth when the post runs` },
      ...(footer && { footer }),
    };
  }
  return {
    tone: "accent",
    title,
    description: `${entry.summary}, with the figures of when the post runs.`,
    ...(footer && { footer }),
  };
}

/**
 * The post a scheduled post will make, read as the bot reads it: the role mention and the message above the
 * command's answer. The channel's diagnosis resolves the ticker in the channel's mode and applies the
 * community's add-ons: a ticker that names nothing or a command the community does not hold becomes the
 * explanation the bot posts instead, and what would stop any post (a missing permission, the bot removed) is
 * returned in `stops`.
 */
export function commandPost(input: CommandPostInput): CommandPostPreview | undefined {
  if (!input.command) return undefined;
  const args = wordsOf(input.arguments);
  const diagnosis = input.diagnosis;
  const causes = diagnosis?.causes ?? [];
  const market = marketOf(diagnosis?.ticker?.market);
  const changed = causes.find((cause) => CHANGES_THE_ANSWER.has(cause.code));
  const embed: PreviewEmbed = changed
    ? {
        tone: "negative",
        title: changed.code === "addon_missing" ? "This needs an add-on" : "No market found",
        description: changed.message,
      }
    : answerEmbed(input.command, args, market);
  const typed = [input.command, ...args].join(" ");
  const channel = input.channelName ? `#${input.channelName}` : "the channel";
  const reading = diagnosis?.ticker
    ? diagnosis.ticker.market
      ? ` ${diagnosis.ticker.ticker} reads as ${diagnosis.ticker.market} in ${diagnosis.ticker.mode} mode.`
      : ` ${diagnosis.ticker.ticker} names no market in ${diagnosis.ticker.mode} mode.`
    : "";
  const message: PreviewMessage = {
    kind: "message",
    time: PREVIEW_TIME,
    ...(input.mention && { mention: input.mention }),
    ...(input.text.trim() && { text: input.text.trim() }),
    embed,
  };
  return {
    post: {
      caption: `What Chartbot will post in ${channel} for ${typed}.${reading}`,
      ...(market && !changed && { market }),
      post: message,
    },
    stops: causes.filter((cause) => STOPS_THE_POST.has(cause.code) && cause.severity === "blocking"),
  };
}

/** A price alert as its form stands. */
export interface AlertPostInput {
  /** The market, as the ticker resolved (`BTCUSD (Bitstamp)`), else the ticker as typed. */
  market: string;
  /** The condition in words (`above 65,000`). */
  condition: string;
  /** The message with its placeholders filled in; empty for none. */
  text: string;
  /** The role a channel alert mentions, by name without the `@`. */
  mention?: string;
  /** Where it goes, in words (`by direct message`, `in #signals`, `to the webhook`). */
  where: string;
  /** The price shown, when the bot reported one; else the `{price}` placeholder's sample. */
  price?: string;
}

/** The message an alert posts when it triggers: the mention and the message above the trigger's embed. */
export function alertPost(input: AlertPostInput): BotPost {
  const market = marketOf(input.market);
  const subject = market?.label || input.market.trim().toUpperCase() || "The market";
  return {
    caption: `What Chartbot will send ${input.where} when ${subject} is ${input.condition || "at its condition"}.`,
    ...(market && { market }),
    post: {
      kind: "message",
      time: PREVIEW_TIME,
      ...(input.mention && { mention: input.mention }),
      ...(input.text.trim() && { text: input.text.trim() }),
      embed: {
        tone: "accent",
        title: `${subject} is ${input.condition || "at its condition"}`,
        fields: [
          { name: "Price", value: input.price ?? TEMPLATE_PLACEHOLDERS.price.sample },
          { name: "Condition", value: input.condition || "—" },
        ],
        footer: "Price alert",
      },
    },
  };
}
