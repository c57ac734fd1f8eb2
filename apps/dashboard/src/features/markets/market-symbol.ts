import type { MarketSymbol } from "@chartbot/contracts/markets";
import { venueName } from "@chartbot/symbol-catalogue";

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
