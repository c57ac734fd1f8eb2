import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";

/** How exchanges are written in prose; the catalogue keeps CCXT's lower-case ids. */
const EXCHANGE_NAMES: Readonly<Record<string, string>> = {
  binance: "Binance",
  bitmex: "BitMEX",
  bybit: "Bybit",
  huobi: "Huobi",
  gate: "Gate",
  kucoin: "KuCoin",
  poloniex: "Poloniex",
};

/** Where a symbol trades, as people write it: "BitMEX", "NASDAQ", or the provider ("CoinGecko"). */
export function venueName(symbol: Pick<CatalogueSymbol, "exchange" | "provider">): string {
  if (!symbol.exchange) return symbol.provider;
  return EXCHANGE_NAMES[symbol.exchange] ?? symbol.exchange;
}
