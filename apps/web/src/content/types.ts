/**
 * Text with a little inline markup, rendered by `RichText`: `code`, **strong** and [label](href).
 * An href is a site path (`/pro`), an external URL, `dashboard:/path` (the account dashboard) or
 * `link:<name>` (one of the configured external links, see `SITE_LINK_NAMES`).
 */
export type RichText = string;

/** One command and what the bot answers. */
export interface CommandExample {
  /** Exactly what a member types, e.g. `c btc 1h rsi`. */
  command: string;
  /** What the bot posts in reply. */
  result: RichText;
}

/** One row of an options table. */
export interface OptionRow {
  /** The argument as typed, e.g. `1h` or `sma(n)`. */
  option: string;
  /** What it does. */
  description: RichText;
  /** Available to everyone, or only with an add-on (shown as a badge). */
  availability?: "free" | "addon";
}

/** A titled table of the arguments a command takes. */
export interface OptionsTable {
  caption: string;
  /** The two column headings. @default ["Option", "What it does"] */
  headers?: readonly [string, string];
  rows: readonly OptionRow[];
}

/** A code sample that is not a chat command (HTTP requests, payloads). */
export interface CodeSample {
  title: string;
  code: string;
}

/** A titled block of a content page; every field but `id` and `heading` is optional. */
export interface ContentSection {
  /** The anchor, unique on its page. */
  id: string;
  heading: string;
  paragraphs?: readonly RichText[];
  /** A bulleted list. */
  list?: readonly RichText[];
  /** Numbered steps. */
  steps?: readonly RichText[];
  examples?: readonly CommandExample[];
  table?: OptionsTable;
  code?: readonly CodeSample[];
}

/** A question and its answer. */
export interface Faq {
  question: string;
  answer: RichText;
}

/** A raster image in public/, shown with next/image. */
export interface ContentImage {
  /** Path under public/, e.g. `/images/chart.png`. */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: RichText;
}

/**
 * What the bot posts for a feature or add-on, drawn as a chat preview (`BotPreview` in
 * `components/bot-preview`): an optional member's command, then the bot's message or the member list.
 */
export interface BotPost {
  /** Says what the bot posted, in words: the figure's caption, read by screen readers too. */
  caption: string;
  /** What a member typed before the bot answered, if the post is a reply. */
  command?: PreviewCommand;
  /** The market the post is about, as the preview shows it. A command's ticker must parse to it. */
  market?: PreviewMarket;
  /** The bot's post: a chat message, or the member list with satellite bots. */
  post: PreviewMessage | PreviewMemberList;
}

/** A command in a preview: the whole message, the ticker in it and the ticker mode it is read in. */
export interface PreviewCommand {
  /** Exactly what the member typed, e.g. `p btcusdt`. */
  text: string;
  /** The ticker word of `text`, if the command names a market. */
  ticker?: string;
  /** The community's ticker mode the command is read in (traditional is the default). */
  mode: "traditional" | "crypto";
}

/** A market as the preview shows it, e.g. BTC/USDT on Binance. */
export interface PreviewMarket {
  /** As a person reads it: `BTC/USDT`, `AAPL`. */
  label: string;
  /** The catalogue's ticker, e.g. `BTCUSDT`. */
  ticker: string;
  /** The exchange, venue or provider the catalogue lists it under, e.g. `Binance`, `NASDAQ`, `CoinGecko`. */
  source: string;
}

/** One field of an embed: a label and its value. */
export interface PreviewField {
  name: string;
  value: string;
  /** Shown side by side with other inline fields. @default true */
  inline?: boolean;
  /** Colours the value as a gain or a loss. */
  tone?: "positive" | "negative";
}

/** A picture in the bot's message, drawn inline (SVG) or taken from `public/`. */
export type PreviewPicture =
  | { kind: "chart"; variant: "rsi" | "advanced" | "layout"; alt: string }
  | { kind: "depth"; alt: string }
  | { kind: "image"; image: Omit<ContentImage, "caption"> };

/** A rich embed: the coloured bar, a title, text, fields, a picture and a footer. */
export interface PreviewEmbed {
  /** The colour of the bar on its left. */
  tone: "accent" | "positive" | "negative" | "neutral";
  title: string;
  description?: string;
  fields?: readonly PreviewField[];
  picture?: PreviewPicture;
  footer?: string;
}

/** A message the bot posts. */
export interface PreviewMessage {
  kind: "message";
  /** A bot under another name (Bot License): its name and the initials its avatar shows. @default Chartbot */
  author?: { name: string; initials: string };
  /** Discord's timestamp, e.g. `Today at 14:02`. */
  time: string;
  /** A role the message mentions, without the `@`. */
  mention?: string;
  /** Plain text above the embed. */
  text?: string;
  embed?: PreviewEmbed;
}

/** The member list with satellite bots, each showing a price as its name and the change as its status. */
export interface PreviewMemberList {
  kind: "members";
  satellites: readonly { name: string; status: string; tone: "positive" | "negative" }[];
  /** Other members listed under the satellites. */
  members: readonly string[];
}
