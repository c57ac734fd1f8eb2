import { type ParseResult, parseTicker, type TickerMode } from "@chartbot/ticker-parser";
import { marketLabel } from "../../data/catalogue-symbols.js";

/** A parse result with the sentence the dashboard shows under the ticker field. */
export type ExplainedParse = ParseResult & { message: string };

/** Parses a ticker as an alert would, and explains the outcome in one sentence. */
export function resolveAlertTicker(input: string, mode: TickerMode): ExplainedParse {
  const result = parseTicker(input, { mode });
  if (result.ok) {
    const { symbol } = result;
    return { ...result, message: `${marketLabel(symbol)}: ${symbol.name}` };
  }
  switch (result.reason) {
    case "empty":
      return { ...result, message: "Enter a ticker, such as BTCUSD or AAPL." };
    case "invalid":
      return {
        ...result,
        message: `"${input.trim()}" is not a valid ticker. Use letters and digits, optionally with an exchange prefix (binance:BTCUSDT) or a pair separator (BTC/USDT).`,
      };
    case "not-found": {
      const hint = result.suggestions.length
        ? ` Did you mean ${result.suggestions.map(marketLabel).join(", ")}?`
        : "";
      return { ...result, message: `No market matches "${input.trim()}".${hint}` };
    }
  }
}
