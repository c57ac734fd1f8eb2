import { TICKER_MODES } from "@chartbot/ticker-parser";
import { z } from "zod";

/** How typed tickers are read; the parser owns the modes. */
export const TickerModeSchema = z.enum(TICKER_MODES);
export type TickerMode = z.infer<typeof TickerModeSchema>;

/** A ticker mode with its label and help text, as pickers show it. */
export const TickerModeChoiceSchema = z.object({
  value: TickerModeSchema,
  label: z.string(),
  help: z.string(),
});
export type TickerModeChoice = z.infer<typeof TickerModeChoiceSchema>;

/** A catalogue symbol as the API returns it (alerts, ticker resolution). */
export const MarketSymbolSchema = z.object({
  id: z.string().describe("Catalogue symbol id"),
  ticker: z.string(),
  provider: z.string().describe("Data provider: CCXT, Twelvedata, CoinGecko, ..."),
  exchange: z.string().nullable().describe("Exchange or listing venue; null for aggregate feeds"),
  name: z.string(),
  assetClass: z.string(),
});
export type MarketSymbol = z.infer<typeof MarketSymbolSchema>;
