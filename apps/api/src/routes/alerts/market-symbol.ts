import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { z } from "zod";

/** A catalogue symbol as the dashboard shows it. */
export const MarketSymbolSchema = z.object({
  id: z.string().describe("Catalogue symbol id"),
  ticker: z.string(),
  provider: z.string(),
  exchange: z.string().nullable().describe("Exchange or listing venue; null for aggregate feeds"),
  name: z.string(),
  assetClass: z.string(),
});
export type MarketSymbol = z.infer<typeof MarketSymbolSchema>;

const EXCHANGE_NAMES: Record<string, string> = {
  binance: "Binance",
  bitmex: "BitMEX",
  bybit: "Bybit",
  huobi: "Huobi",
  gate: "Gate",
  kucoin: "KuCoin",
  poloniex: "Poloniex",
};

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
  const where = symbol.exchange ? (EXCHANGE_NAMES[symbol.exchange] ?? symbol.exchange) : symbol.provider;
  return `${symbol.ticker} (${where})`;
}
