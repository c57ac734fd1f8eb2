/** Data providers a symbol's prices come from, as named in the catalogue. */
export const PROVIDERS = [
  "CCXT",
  "Twelvedata",
  "CoinGecko",
  "Alternative.me",
  "CNN Business",
  "Blockchair",
  "On-Chain",
] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Exchanges reached through CCXT; they are the sub-source of every CCXT symbol. */
export const CCXT_EXCHANGES = ["binance", "bitmex", "bybit", "huobi", "gate", "kucoin", "poloniex"] as const;
export type CcxtExchange = (typeof CCXT_EXCHANGES)[number];

/** The sub-source each provider allows: an exchange for CCXT, a fixed series name, or "" for none. */
export const SUB_SOURCES: { readonly [P in Provider]: readonly string[] } = {
  CCXT: CCXT_EXCHANGES,
  Twelvedata: [""],
  CoinGecko: [""],
  "Alternative.me": [""],
  "CNN Business": [""],
  Blockchair: ["halving"],
  "On-Chain": ["base"],
};

/** What kind of market a symbol is. */
export const ASSET_CLASSES = [
  "crypto",
  "stock",
  "forex",
  "metal",
  "index",
  "sentiment",
  "dominance",
  "halving",
  "on-chain",
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** A catalogue value: `[provider, subSource, ticker]`. */
export type CatalogueEntry = readonly [provider: Provider, subSource: string, ticker: string];

/** The ids of the two symbols every community gets for free: CoinGecko BTCUSD and ETHUSD. */
export const DEFAULT_SYMBOL_IDS = ["751080162300526653", "751080770243657779"] as const;

/** A catalogue symbol with everything a caller needs to show or chart it. */
export interface CatalogueSymbol {
  /** Stable numeric-string id. */
  readonly id: string;
  readonly provider: Provider;
  /** The CCXT exchange, `halving` (Blockchair), `base` (On-Chain) or `""`. */
  readonly subSource: string;
  /** Upper-case ticker as the provider knows it, e.g. `BTCUSDT`, `AAPL`, `BTC.D`. */
  readonly ticker: string;
  readonly assetClass: AssetClass;
  /** Base asset of a pair (`BTC` in `BTCUSDT`); absent when the ticker is not a pair. */
  readonly base?: string;
  /** Quote currency of a pair (`USDT` in `BTCUSDT`); absent when the ticker is not a pair. */
  readonly quote?: string;
  /** Where it trades: the CCXT exchange, or the listing venue of a stock or fund (`NASDAQ`, `NYSE`). */
  readonly exchange?: string;
  /** Human-readable name, e.g. `Bitcoin / US Dollar` or `Apple Inc.`. */
  readonly name: string;
}

/** Criteria for `listSymbols`; every given field must match. */
export interface SymbolFilter {
  readonly provider?: Provider;
  readonly subSource?: string;
  readonly assetClass?: AssetClass;
  /** Case-insensitive text found in the ticker, the name, the base asset or the exchange. */
  readonly text?: string;
}
