import { type CatalogueSymbol, CCXT_EXCHANGES, type Provider } from "@chartbot/symbol-catalogue";
import type { TickerMode } from "./types.js";

/** Providers from most to least preferred in each mode; a provider missing here ranks last. */
export const PROVIDER_PREFERENCE: { readonly [M in TickerMode]: readonly Provider[] } = {
  traditional: [
    "Twelvedata",
    "CNN Business",
    "CoinGecko",
    "CCXT",
    "On-Chain",
    "Alternative.me",
    "Blockchair",
  ],
  crypto: ["CCXT", "CoinGecko", "On-Chain", "Alternative.me", "Blockchair", "CNN Business", "Twelvedata"],
};

/** CCXT exchanges from most to least preferred: the catalogue's order, with Binance and Bybit first for crypto. */
export const EXCHANGE_PREFERENCE: { readonly [M in TickerMode]: readonly string[] } = {
  traditional: CCXT_EXCHANGES,
  crypto: [
    "binance",
    "bybit",
    ...CCXT_EXCHANGES.filter((exchange) => exchange !== "binance" && exchange !== "bybit"),
  ],
};

/** Listing venues of Twelvedata markets, most preferred first; other venues (FX, CBOE) follow. */
export const VENUE_PREFERENCE: readonly string[] = ["NASDAQ", "NYSE", "NYSE Arca"];

/** Providers whose markets crypto mode prefers over stocks, funds and forex. */
const CRYPTO_PROVIDERS: ReadonlySet<Provider> = new Set([
  "CCXT",
  "CoinGecko",
  "On-Chain",
  "Alternative.me",
  "Blockchair",
]);

function positionIn(list: readonly string[], value: string | undefined): number {
  const index = value === undefined ? -1 : list.indexOf(value);
  return index === -1 ? list.length : index;
}

/** A sort key for one listing in a mode: lower is preferred. */
export function listingRank(symbol: CatalogueSymbol, mode: TickerMode): number {
  const provider = positionIn(PROVIDER_PREFERENCE[mode], symbol.provider);
  const within =
    symbol.provider === "CCXT"
      ? positionIn(EXCHANGE_PREFERENCE[mode], symbol.subSource)
      : symbol.provider === "Twelvedata"
        ? positionIn(VENUE_PREFERENCE, symbol.exchange)
        : 0;
  return provider * 100 + within;
}

/** Listings sorted best first for the mode; equal ranks keep their given (catalogue) order. */
export function rankListings(symbols: readonly CatalogueSymbol[], mode: TickerMode): CatalogueSymbol[] {
  return symbols
    .map((symbol, index) => ({ symbol, index, rank: listingRank(symbol, mode) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ symbol }) => symbol);
}

/** True for markets crypto mode prefers: crypto pairs, on-chain tokens, dominance, halvings, crypto sentiment. */
export function isCryptoListing(symbol: CatalogueSymbol): boolean {
  return CRYPTO_PROVIDERS.has(symbol.provider);
}
