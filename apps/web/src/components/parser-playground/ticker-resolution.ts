import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { venueName } from "@chartbot/symbol-catalogue";
import {
  MAX_INPUT_LENGTH,
  MODE_LABELS,
  type ParseResult,
  parseTicker,
  TICKER_MODES,
  type TickerMode,
} from "@chartbot/ticker-parser";
import { ASSET_CLASS_INFO } from "@/content/asset-classes";
import { typedForm } from "@/lib/typed-form";

/** A catalogue symbol as the parser box shows it, plus what to type to get exactly it in this mode. */
export interface SymbolSummary {
  id: string;
  ticker: string;
  name: string;
  /** Where it trades, as people write it: "Bybit", "NASDAQ", or the provider ("CoinGecko"). */
  venue: string;
  provider: string;
  /** The asset class's label on this site ("Crypto", "Stocks", ...). */
  assetClass: string;
  /** The shortest input that resolves to exactly this symbol in the mode it was found in. */
  typed: string;
}

/** How one mode reads the input. */
export type ModeOutcome =
  | { status: "match"; symbol: SymbolSummary; completed: boolean; alternatives: SymbolSummary[] }
  | { status: "no-match"; reason: "invalid" | "not-found"; suggestions: SymbolSummary[] };

/** What the box shows for an input: a prompt, a length warning, or both modes' outcomes. */
export type TickerResolution =
  | { kind: "empty" }
  | { kind: "too-long"; maxLength: number }
  | { kind: "resolved"; outcomes: Record<TickerMode, ModeOutcome>; modesAgree: boolean };

/** How many alternatives a match lists ("also: ..."); the parser may know many more. */
export const SHOWN_ALTERNATIVES = 3;

function summarizeSymbol(symbol: CatalogueSymbol, mode: TickerMode): SymbolSummary {
  return {
    id: symbol.id,
    ticker: symbol.ticker,
    name: symbol.name,
    venue: venueName(symbol),
    provider: symbol.provider,
    assetClass: ASSET_CLASS_INFO[symbol.assetClass].label,
    typed: typedForm(symbol, mode),
  };
}

/** Maps a parser result to what the box shows for one mode. */
export function describeOutcome(result: ParseResult, mode: TickerMode): ModeOutcome {
  if (result.ok) {
    return {
      status: "match",
      symbol: summarizeSymbol(result.symbol, mode),
      completed: result.completed,
      alternatives: result.alternatives
        .slice(0, SHOWN_ALTERNATIVES)
        .map((symbol) => summarizeSymbol(symbol, mode)),
    };
  }
  return {
    status: "no-match",
    // Blank input never gets here; what remains "empty" is empty quotes (`""`), which is no ticker either.
    reason: result.reason === "not-found" ? "not-found" : "invalid",
    suggestions: result.suggestions.map((symbol) => summarizeSymbol(symbol, mode)),
  };
}

const outcomeKey = (outcome: ModeOutcome) =>
  outcome.status === "match" ? outcome.symbol.id : `no-match:${outcome.reason}`;

/**
 * Resolves typed text in both modes with the real parser. Blank input and input longer than the parser
 * accepts (`MAX_INPUT_LENGTH` after trimming) are not parsed: the box explains them instead.
 */
export function resolveInBothModes(input: string): TickerResolution {
  const trimmed = input.trim();
  if (trimmed === "") return { kind: "empty" };
  if (trimmed.length > MAX_INPUT_LENGTH) return { kind: "too-long", maxLength: MAX_INPUT_LENGTH };
  const traditional = describeOutcome(parseTicker(trimmed, { mode: "traditional" }), "traditional");
  const crypto = describeOutcome(parseTicker(trimmed, { mode: "crypto" }), "crypto");
  return {
    kind: "resolved",
    outcomes: { traditional, crypto },
    modesAgree: outcomeKey(traditional) === outcomeKey(crypto),
  };
}

/** Why an input is not a ticker, in a sentence; points out a leading `$` (cashtags are a habit). */
export function invalidReason(input: string): string {
  const base =
    "Not a ticker: use letters and digits, with at most one exchange prefix (binance:), pair separator (btc/usdt) or pair of quotes.";
  return input.trim().startsWith("$") ? `${base} Leave out the $.` : base;
}

function describeForListener(outcome: ModeOutcome): string {
  if (outcome.status === "match") {
    const { ticker, name, venue } = outcome.symbol;
    return `${ticker}, ${name}, ${venue}${outcome.completed ? ", completed" : ""}`;
  }
  const [first] = outcome.suggestions;
  return first ? `no match, did you mean ${first.ticker}` : "no match";
}

/** The short sentence a screen reader announces after the results change. */
export function announceResolution(resolution: TickerResolution): string {
  switch (resolution.kind) {
    case "empty":
      return "";
    case "too-long":
      return `Too long: a ticker has at most ${resolution.maxLength} characters.`;
    case "resolved":
      return TICKER_MODES.map(
        (mode) => `${MODE_LABELS[mode]}: ${describeForListener(resolution.outcomes[mode])}.`,
      ).join(" ");
  }
}
