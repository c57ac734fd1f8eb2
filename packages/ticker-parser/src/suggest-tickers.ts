import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { collectCandidates } from "./collect-candidates.js";
import { findSuggestions, searchTickers, uniqueSymbols } from "./find-suggestions.js";
import { normaliseInput } from "./normalise-input.js";
import type { ParseOptions } from "./types.js";

/** Options of `suggestTickers`. */
export interface SuggestOptions extends ParseOptions {
  /** Most symbols returned. @default 8 */
  readonly limit?: number;
}

const OPENING_QUOTES: Readonly<Record<string, string>> = {
  "'": "'",
  "\u2018": "\u2019",
  "\u2019": "\u2019",
  '"': '"',
  "\u201C": "\u201D",
  "\u201D": "\u201D",
};

/** Makes half-typed input parseable: drops a trailing separator or colon and closes an open quote. */
function completeTyping(input: string): string {
  const text = input.trim().replace(/[/_\-:.]+$/, "");
  const closing = OPENING_QUOTES[text[0] ?? ""];
  const isOpen =
    closing !== undefined && (text.length === 1 || OPENING_QUOTES[text.at(-1) ?? ""] === undefined);
  return isOpen ? text + closing : text;
}

/**
 * Symbols to offer while the user types, best first: what the input resolves to and its alternatives, then
 * tickers starting with or containing it. Tolerates half-typed input (`btc/`, `binance:`, `"eth`).
 */
export function suggestTickers(input: string, options?: SuggestOptions): CatalogueSymbol[] {
  const mode = options?.mode === "crypto" ? "crypto" : "traditional";
  const limit = Math.max(0, Math.floor(options?.limit ?? 8)) || 0;
  const normalised = normaliseInput(typeof input === "string" ? completeTyping(input) : input);
  if (normalised.kind !== "query" || limit === 0) return [];
  const { query } = normalised;
  const { symbols, completed } = collectCandidates(query, mode);
  const resolves = symbols.length > 0 && !(completed && mode === "traditional");
  if (!resolves) return findSuggestions(query, mode, limit);
  return uniqueSymbols([...symbols, ...searchTickers(query.ticker, mode, query.prefix)], limit);
}
