import type { CcxtExchange } from "./types.js";

/** How each CCXT exchange is written in prose; the catalogue keeps CCXT's lower-case ids. */
export const EXCHANGE_NAMES: { readonly [E in CcxtExchange]: string } = Object.freeze({
  binance: "Binance",
  bitmex: "BitMEX",
  bybit: "Bybit",
  huobi: "Huobi",
  gate: "Gate",
  kucoin: "KuCoin",
  poloniex: "Poloniex",
});

/** An exchange as people write it: `bitmex` -> `BitMEX`; a listing venue (`NASDAQ`) stays as it is. */
export function exchangeName(exchange: string): string {
  return Object.hasOwn(EXCHANGE_NAMES, exchange) ? EXCHANGE_NAMES[exchange as CcxtExchange] : exchange;
}

/** Where a symbol trades, as people write it: `BitMEX`, `NASDAQ`, or the provider (`CoinGecko`). */
export function venueName(symbol: { readonly exchange?: string | null; readonly provider: string }): string {
  return symbol.exchange ? exchangeName(symbol.exchange) : symbol.provider;
}
