import { type CatalogueSymbol, listSymbols, QUOTE_CURRENCIES } from "@chartbot/symbol-catalogue";
import { prefixKey } from "./normalise-input.js";
import { listingRank, rankListings } from "./rank-listings.js";
import type { TickerMode } from "./types.js";

// Built once at module load so a parse is a handful of Map look-ups.

/** Quotes tried, in order, when completing a partial crypto pair: USD, USDT, then the catalogue's others. */
export const COMPLETION_QUOTES: readonly string[] = [
  "USD",
  "USDT",
  ...QUOTE_CURRENCIES.filter((quote) => quote !== "USD" && quote !== "USDT"),
];

const symbols = listSymbols();
// Never frozen: V8 slices and concatenates frozen arrays on a slow path, ten times slower here.
const NONE: readonly CatalogueSymbol[] = [];

const byTicker = new Map<string, CatalogueSymbol[]>();
for (const symbol of symbols) {
  const listings = byTicker.get(symbol.ticker) ?? [];
  listings.push(symbol);
  byTicker.set(symbol.ticker, listings);
}

function rankedIndex(mode: TickerMode): ReadonlyMap<string, readonly CatalogueSymbol[]> {
  return new Map([...byTicker].map(([ticker, listings]) => [ticker, rankListings(listings, mode)]));
}

const rankedByMode: { readonly [M in TickerMode]: ReadonlyMap<string, readonly CatalogueSymbol[]> } = {
  traditional: rankedIndex("traditional"),
  crypto: rankedIndex("crypto"),
};

/** Every listing of an upper-case ticker, best first for the mode. */
export function listingsOf(ticker: string, mode: TickerMode): readonly CatalogueSymbol[] {
  return rankedByMode[mode].get(ticker) ?? NONE;
}

/** True for assets a partial pair may complete to: crypto pairs and on-chain tokens, never forex or metals. */
export function isCompletableAsset(symbol: CatalogueSymbol): boolean {
  return symbol.assetClass === "crypto" || symbol.assetClass === "on-chain";
}

/**
 * Base -> the crypto pairs it completes to, best first. Crypto mode tries the preferred venues first and the
 * quotes within each: Binance, then Bybit, then the other exchanges in catalogue order, then CoinGecko and the
 * other crypto providers (`listingRank`), each venue's pairs in COMPLETION_QUOTES order (`BTC` becomes
 * Binance's BTCUSDT, as Binance lists no BTCUSD). Traditional mode, where completions are only suggestions,
 * goes quote by quote (USD pairs first, then USDT, ...), each quote's pairs in the mode's listing order.
 */
function completionIndex(mode: TickerMode): ReadonlyMap<string, readonly CatalogueSymbol[]> {
  const byQuote = new Map<string, CatalogueSymbol[]>();
  for (const quote of COMPLETION_QUOTES) {
    for (const ticker of byTicker.keys()) {
      for (const symbol of listingsOf(ticker, mode)) {
        if (symbol.quote !== quote || symbol.base === undefined || !isCompletableAsset(symbol)) continue;
        byQuote.set(symbol.base, [...(byQuote.get(symbol.base) ?? []), symbol]);
      }
    }
  }
  if (mode === "traditional") return byQuote;
  // A stable sort by venue keeps the quote order within each venue.
  return new Map(
    [...byQuote].map(([base, pairs]) => [
      base,
      pairs
        .map((symbol, index) => ({ symbol, index, rank: listingRank(symbol, mode) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(({ symbol }) => symbol),
    ]),
  );
}

const completionsByMode: { readonly [M in TickerMode]: ReadonlyMap<string, readonly CatalogueSymbol[]> } = {
  traditional: completionIndex("traditional"),
  crypto: completionIndex("crypto"),
};

/** The crypto pairs a partial ticker (`BTC`) completes to, best first for the mode (`completionIndex`). */
export function completionsOf(base: string, mode: TickerMode): readonly CatalogueSymbol[] {
  return completionsByMode[mode].get(base) ?? NONE;
}

/** Each distinct ticker, in catalogue order, with the distinct names of its listings (they differ only for FGI). */
export const TICKER_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  [...byTicker].map(([ticker, listings]) => [ticker, [...new Set(listings.map((symbol) => symbol.name))]]),
);

const prefixKeysById = new Map<string, ReadonlySet<string>>(
  symbols.map((symbol) => [
    symbol.id,
    new Set(
      [symbol.exchange, symbol.provider, symbol.subSource]
        .filter((name): name is string => Boolean(name))
        .map(prefixKey),
    ),
  ]),
);

/** True when a `prefixKey` names the symbol's exchange or venue, its provider or its sub-source (`base`, `halving`). */
export function isListedUnder(symbol: CatalogueSymbol, prefix: string): boolean {
  return prefixKeysById.get(symbol.id)?.has(prefix) ?? false;
}
