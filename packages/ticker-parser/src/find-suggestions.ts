import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { collectCandidates } from "./collect-candidates.js";
import type { TickerQuery } from "./normalise-input.js";
import { matchTickers } from "./search-index.js";
import { isListedUnder, listingsOf } from "./symbol-index.js";
import type { TickerMode } from "./types.js";

/** How many suggestions a failed parse carries. */
export const SUGGESTION_LIMIT = 5;

/**
 * Best listing of each ticker matching a search text (see `matchTickers`) for the mode or, with a prefix,
 * its best listing there (tickers not listed there are left out).
 */
export function searchTickers(text: string, mode: TickerMode, prefix?: string): CatalogueSymbol[] {
  const found: CatalogueSymbol[] = [];
  for (const ticker of matchTickers(text)) {
    const listings = listingsOf(ticker, mode);
    const best =
      prefix === undefined ? listings[0] : listings.find((symbol) => isListedUnder(symbol, prefix));
    if (best) found.push(best);
  }
  return found;
}

/** Distinct symbols in first-seen order, at most `limit`. */
export function uniqueSymbols(symbols: Iterable<CatalogueSymbol>, limit: number): CatalogueSymbol[] {
  const seen = new Map<string, CatalogueSymbol>();
  for (const symbol of symbols) {
    if (seen.size >= limit) break;
    if (!seen.has(symbol.id)) seen.set(symbol.id, symbol);
  }
  return [...seen.values()];
}

/**
 * Suggestions for a query that matched nothing: with a prefix, matches on that exchange, then the query's
 * listings on every other exchange; then text matches anywhere. Deterministic.
 */
export function findSuggestions(
  query: TickerQuery,
  mode: TickerMode,
  limit = SUGGESTION_LIMIT,
): CatalogueSymbol[] {
  const { prefix } = query;
  const unprefixed: TickerQuery = { ticker: query.ticker, exact: false };
  return uniqueSymbols(
    [
      ...(prefix === undefined ? [] : searchTickers(query.ticker, mode, prefix)),
      ...(prefix === undefined ? [] : collectCandidates(unprefixed, mode).symbols),
      ...searchTickers(query.ticker, mode),
    ],
    limit,
  );
}
