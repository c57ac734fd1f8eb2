import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import type { TickerQuery } from "./normalise-input.js";
import { isCryptoListing } from "./rank-listings.js";
import { completionsOf, isListedUnder, listingsOf } from "./symbol-index.js";
import type { TickerMode } from "./types.js";

/** Every symbol a query could mean, best first. */
export interface Candidates {
  readonly symbols: readonly CatalogueSymbol[];
  /** True when the first symbol was reached by completing a partial pair (`BTC` -> `BTCUSD`). */
  readonly completed: boolean;
}

function matchesQuery(symbol: CatalogueSymbol, query: TickerQuery): boolean {
  if (query.prefix !== undefined && !isListedUnder(symbol, query.prefix)) return false;
  return !query.pair || (symbol.base === query.pair.base && symbol.quote === query.pair.quote);
}

function filterByQuery(symbols: readonly CatalogueSymbol[], query: TickerQuery): readonly CatalogueSymbol[] {
  if (symbols.length === 0 || (query.prefix === undefined && !query.pair)) return symbols;
  return symbols.filter((symbol) => matchesQuery(symbol, query));
}

/** How many leading listings are crypto ones; crypto mode ranks every crypto listing before the rest. */
function countCryptoListings(symbols: readonly CatalogueSymbol[]): number {
  const index = symbols.findIndex((symbol) => !isCryptoListing(symbol));
  return index === -1 ? symbols.length : index;
}

/**
 * Every symbol the query could mean, best first. Crypto mode puts crypto listings of the exact ticker first,
 * then completed pairs, then stocks and other traditional markets. Traditional mode puts every exact listing
 * before completed pairs. A quoted or separated ticker is never completed.
 */
export function collectCandidates(query: TickerQuery, mode: TickerMode): Candidates {
  const exact = filterByQuery(listingsOf(query.ticker, mode), query);
  const completions =
    query.exact || query.pair ? [] : filterByQuery(completionsOf(query.ticker, mode), query);
  if (completions.length === 0) return { symbols: exact, completed: false };
  if (mode === "traditional") return { symbols: exact.concat(completions), completed: exact.length === 0 };
  const crypto = countCryptoListings(exact);
  return {
    symbols: exact.slice(0, crypto).concat(completions, exact.slice(crypto)),
    completed: crypto === 0,
  };
}
