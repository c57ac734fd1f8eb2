import type { MarketSymbol } from "@chartbot/contracts/markets";
import { type CatalogueSymbol, getSymbol, venueName } from "@chartbot/symbol-catalogue";

/** The one owner of how a catalogue symbol shows in the API's answers and messages. */

/**
 * A symbol's ticker as every answer shows it (the dashboard's and the bot's): the catalogue's, or the symbol id
 * once the catalogue no longer lists the symbol, so a row never shows an empty name.
 */
export function catalogueTicker(symbolId: string): string {
  return getSymbol(symbolId)?.ticker ?? symbolId;
}

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

/** `BTCUSD (Bybit)`, `AAPL (NASDAQ)`, `BTCUSD (CoinGecko)`: a symbol with where it comes from, as messages name it. */
export function marketLabel(symbol: CatalogueSymbol): string {
  return `${symbol.ticker} (${venueName(symbol)})`;
}
