import { type CatalogueSymbol, getSymbol } from "@chartbot/symbol-catalogue";
import { parseTicker, type TickerMode } from "@chartbot/ticker-parser";
import { marketLabel } from "../../data/catalogue-symbols.js";
import { AppError } from "../../errors.js";

/**
 * The catalogue symbol a satellite request names: a `symbolId`, or a `ticker` read in the community's
 * parsing mode. An unknown id or a malformed ticker is a 400; a ticker that names nothing is a 404
 * `ticker_not_found` whose message lists the closest symbols.
 */
export function resolveSatelliteSymbol(
  request: { symbolId?: string | undefined; ticker?: string | undefined },
  mode: TickerMode,
): CatalogueSymbol {
  if (request.symbolId !== undefined) {
    const symbol = getSymbol(request.symbolId);
    if (!symbol) {
      throw new AppError(
        "validation_failed",
        `symbolId: ${request.symbolId} is not a symbol of the catalogue.`,
      );
    }
    return symbol;
  }
  const ticker = request.ticker ?? "";
  const result = parseTicker(ticker, { mode });
  if (result.ok) return result.symbol;
  if (result.reason !== "not-found") {
    throw new AppError(
      "validation_failed",
      `ticker: "${ticker.trim()}" is not a ticker. Type a symbol such as BTCUSD, binance:BTCUSDT or AAPL.`,
    );
  }
  const suggestions = result.suggestions.map(marketLabel);
  throw new AppError(
    "ticker_not_found",
    `No market matches "${ticker.trim()}" in ${mode} mode.` +
      (suggestions.length > 0 ? ` Did you mean ${suggestions.join(", ")}?` : ""),
  );
}
