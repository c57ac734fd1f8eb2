import { MAX_INPUT_LENGTH } from "./types.js";

/** What the user asked for, once quotes, prefix and separator have been read. */
export interface TickerQuery {
  /** Upper-case ticker without a pair separator: `btc/usdt` -> `BTCUSDT`. */
  readonly ticker: string;
  /** Exchange or provider prefix as a `prefixKey` (`NYSE Arca` -> `nysearca`), when one was given. */
  readonly prefix?: string;
  /** Base and quote when the user separated them (`BTC/USDT`): only a pair with exactly these matches. */
  readonly pair?: { readonly base: string; readonly quote: string };
  /** True when the ticker was quoted: it means exactly that ticker and is never completed. */
  readonly exact: boolean;
}

export type NormalisedInput =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid" }
  | { readonly kind: "query"; readonly query: TickerQuery };

const EMPTY: NormalisedInput = { kind: "empty" };
const INVALID: NormalisedInput = { kind: "invalid" };

// Checked before upper-casing: toUpperCase turns some non-ASCII letters (ß, ı, ﬀ) into ASCII ones.
// Groups: base or whole ticker, quote after a separator, dotted series suffix (`.D`, `.HALVING`).
const TICKER_PATTERN = /^([A-Za-z0-9]+)(?:[/_-]([A-Za-z0-9]+)|(\.[A-Za-z0-9]+))?$/;
// Most input is a bare ticker: answer it without the quote and prefix handling.
const PLAIN_TICKER = /^[A-Za-z0-9.]+$/;
// Venue and provider names contain spaces, dots and dashes: `NYSE Arca`, `Alternative.me`, `On-Chain`.
const PREFIX_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ._-]*[A-Za-z0-9])?$/;

const SINGLE_QUOTES = "'\u2018\u2019";
const DOUBLE_QUOTES = '"\u201C\u201D';

/** An exchange, venue or provider name reduced to lower-case letters and digits, so `nyse-arca` finds `NYSE Arca`. */
export function prefixKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function quoteFamily(char: string | undefined): "single" | "double" | undefined {
  if (char === undefined || char === "") return undefined;
  if (SINGLE_QUOTES.includes(char)) return "single";
  if (DOUBLE_QUOTES.includes(char)) return "double";
  return undefined;
}

/** Removes one pair of quotes of the same family (straight or curly); undefined when they do not balance. */
function unquote(text: string): { readonly inner: string; readonly quoted: boolean } | undefined {
  const family = quoteFamily(text[0]);
  if (!family) return { inner: text, quoted: false };
  if (text.length < 2 || quoteFamily(text.at(-1)) !== family) return undefined;
  return { inner: text.slice(1, -1).trim(), quoted: true };
}

function splitPrefix(text: string): { readonly prefix?: string; readonly rest: string } {
  const colon = text.indexOf(":");
  if (colon === -1) return { rest: text };
  return { prefix: text.slice(0, colon).trim(), rest: text.slice(colon + 1).trim() };
}

/** Reads raw user input into a query, or says it is empty or invalid; never throws, whatever it is given. */
export function normaliseInput(input: unknown): NormalisedInput {
  if (typeof input !== "string") return INVALID;
  const trimmed = input.trim();
  if (trimmed === "") return EMPTY;
  if (trimmed.length > MAX_INPUT_LENGTH) return INVALID;
  if (PLAIN_TICKER.test(trimmed)) return readTicker(trimmed, undefined, false);
  const outer = unquote(trimmed);
  if (!outer) return INVALID;
  if (outer.inner === "") return EMPTY;
  const { prefix, rest } = splitPrefix(outer.inner);
  if (prefix !== undefined && !PREFIX_PATTERN.test(prefix)) return INVALID;
  const inner = unquote(rest);
  if (!inner || (inner.quoted && outer.quoted)) return INVALID;
  return readTicker(inner.inner, prefix, outer.quoted || inner.quoted);
}

function readTicker(text: string, prefix: string | undefined, exact: boolean): NormalisedInput {
  const match = TICKER_PATTERN.exec(text);
  if (!match) return INVALID;
  const [, base = "", quote, suffix = ""] = match;
  // One object shape for every query, built without spreads: both keep the hot path fast in V8.
  const pair = quote ? { base: base.toUpperCase(), quote: quote.toUpperCase() } : undefined;
  const query: TickerQuery = {
    ticker: (base + (quote ?? suffix)).toUpperCase(),
    prefix: prefix === undefined ? undefined : prefixKey(prefix),
    pair,
    exact,
  };
  return { kind: "query", query };
}
