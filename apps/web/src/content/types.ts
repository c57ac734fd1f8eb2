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
 * What the bot posts for a feature or add-on, drawn as a chat preview (`BotPreview` of `@chartbot/ui/bot-preview`,
 * which owns these types): an optional member's command, then the bot's message or the member list.
 */
export type {
  BotPost,
  PreviewCommand,
  PreviewEmbed,
  PreviewField,
  PreviewMarket,
  PreviewMemberList,
  PreviewMessage,
  PreviewPicture,
} from "@chartbot/ui/bot-preview";
