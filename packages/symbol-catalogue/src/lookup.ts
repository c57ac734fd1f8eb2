import { RAW_CATALOGUE } from "./data/catalogue.js";
import { describeSymbol } from "./describe-symbol.js";
import type { CatalogueEntry, CatalogueSymbol, SymbolFilter } from "./types.js";

/** The raw read-only catalogue: symbol id -> `[provider, subSource, ticker]`. */
export const catalogue: Readonly<Record<string, CatalogueEntry>> = Object.freeze(
  Object.fromEntries(
    Object.entries(RAW_CATALOGUE).map(([id, entry]) => [id, Object.freeze([...entry]) as CatalogueEntry]),
  ),
);

const symbols: readonly CatalogueSymbol[] = Object.freeze(
  Object.entries(catalogue).map(([id, entry]) => describeSymbol(id, entry)),
);
const byId = new Map(symbols.map((symbol) => [symbol.id, symbol]));
const byTicker = new Map<string, readonly CatalogueSymbol[]>();
for (const symbol of symbols) {
  byTicker.set(symbol.ticker, Object.freeze([...(byTicker.get(symbol.ticker) ?? []), symbol]));
}

/** The symbol with this id, or undefined when the catalogue has no such id. */
export function getSymbol(id: string): CatalogueSymbol | undefined {
  return byId.get(id);
}

/** Every symbol whose ticker is exactly `ticker` (case-insensitive), in catalogue order. */
export function findByTicker(ticker: string): readonly CatalogueSymbol[] {
  return byTicker.get(ticker.trim().toUpperCase()) ?? [];
}

/** Symbols matching every given criterion of `filter`, in catalogue order; all symbols without one. */
export function listSymbols(filter: SymbolFilter = {}): readonly CatalogueSymbol[] {
  const text = filter.text?.trim().toLowerCase();
  return symbols.filter(
    (symbol) =>
      (filter.provider === undefined || symbol.provider === filter.provider) &&
      (filter.subSource === undefined || symbol.subSource === filter.subSource) &&
      (filter.assetClass === undefined || symbol.assetClass === filter.assetClass) &&
      (!text || matchesText(symbol, text)),
  );
}

function matchesText(symbol: CatalogueSymbol, text: string): boolean {
  return [symbol.ticker, symbol.name, symbol.base, symbol.exchange].some((field) =>
    field?.toLowerCase().includes(text),
  );
}
