import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { parseTicker, type TickerMode } from "@chartbot/ticker-parser";

const compact = (name: string) => name.toLowerCase().replace(/[\s.-]+/g, "");

/**
 * The shortest thing a member can type to get exactly this symbol in a mode: the bare ticker when it
 * resolves there, else the ticker prefixed with its exchange, venue, provider or sub-source.
 */
export function typedForm(symbol: CatalogueSymbol, mode: TickerMode = "traditional"): string {
  const ticker = symbol.ticker.toLowerCase();
  const prefixes = [symbol.exchange, symbol.provider, symbol.subSource].filter((prefix): prefix is string =>
    Boolean(prefix),
  );
  const candidates = [ticker, ...prefixes.map((prefix) => `${compact(prefix)}:${ticker}`)];
  for (const candidate of candidates) {
    const result = parseTicker(candidate, { mode });
    if (result.ok && result.symbol.id === symbol.id) return candidate;
  }
  return `${compact(symbol.provider)}:${ticker}`;
}
