/**
 * What the bot posts, drawn as a chat preview (`BotPreview`): an optional member's command, then the bot's
 * message or the member list. The marketing site's feature pages and the dashboard's post and alert forms
 * describe their posts with these types.
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

/** A raster picture: a path the app serves, its size and its text alternative. */
export interface PreviewImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A picture in the bot's message, drawn inline (SVG) or a raster image. */
export type PreviewPicture =
  | { kind: "chart"; variant: "rsi" | "advanced" | "layout"; alt: string }
  | { kind: "depth"; alt: string }
  | { kind: "image"; image: PreviewImage };

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
