import type { MarketSymbol } from "@chartbot/contracts/markets";
import { type CatalogueSymbol, venueName } from "@chartbot/symbol-catalogue";

/** The fields of a catalogue symbol the API returns. */
export function toMarketSymbol(symbol: CatalogueSymbol): MarketSymbol {
  return {
    id: symbol.id,
    ticker: symbol.ticker,
    provider: symbol.provider,
    exchange: symbol.exchange ?? null,
    name: symbol.name,
    assetClass: symbol.assetClass,
  };
}

/** `BTCUSD (Bybit)`, `AAPL (NASDAQ)`, `BTCUSD (CoinGecko)`: a symbol with where it comes from. */
export function marketLabel(symbol: CatalogueSymbol): string {
  return `${symbol.ticker} (${venueName(symbol)})`;
}
