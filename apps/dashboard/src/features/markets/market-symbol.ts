/** A catalogue symbol as the API returns it (alerts, ticker resolution). */
export interface MarketSymbol {
  id: string;
  ticker: string;
  /** Data provider: CCXT, Twelvedata, CoinGecko, ... */
  provider: string;
  /** Exchange or listing venue (`binance`, `NASDAQ`); null for aggregate feeds such as CoinGecko. */
  exchange: string | null;
  name: string;
  assetClass?: string;
}

// CCXT exchange ids are lower case; stock venues (NASDAQ, NYSE) are already written as people know them.
const EXCHANGE_NAMES: Record<string, string> = {
  binance: "Binance",
  bitmex: "BitMEX",
  bybit: "Bybit",
  huobi: "Huobi",
  gate: "Gate",
  kucoin: "KuCoin",
  poloniex: "Poloniex",
};

/** Where a market is listed, as people call it: `Binance`, `NASDAQ`, or the provider (`CoinGecko`). */
export function venueName(symbol: Pick<MarketSymbol, "exchange" | "provider">): string {
  if (!symbol.exchange) return symbol.provider;
  return EXCHANGE_NAMES[symbol.exchange] ?? symbol.exchange;
}

/** `BTCUSDT (Binance)`: a market with where it is listed. */
export function marketLabel(symbol: MarketSymbol): string {
  return `${symbol.ticker} (${venueName(symbol)})`;
}

/**
 * The ticker to type so the parser picks exactly this market in either mode: the venue as a prefix
 * (`binance:BTCUSDT`, `NASDAQ:AAPL`, `CoinGecko:BTCUSD`).
 */
export function exactTicker(symbol: Pick<MarketSymbol, "exchange" | "provider" | "ticker">): string {
  return `${symbol.exchange ?? symbol.provider}:${symbol.ticker}`;
}
