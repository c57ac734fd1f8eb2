import type { AssetClass } from "@chartbot/symbol-catalogue";

/** One row of the catalogue browser. */
export interface SymbolRowData {
  id: string;
  ticker: string;
  name: string;
  /** The exchange or venue, else the provider. */
  source: string;
  provider: string;
  /** What to type in traditional mode to get exactly this market. */
  typed: string;
}

/** The rows of one asset class. */
export interface SymbolGroupData {
  assetClass: AssetClass;
  label: string;
  description: string;
  symbols: readonly SymbolRowData[];
}

/** The browser's filter. */
export interface SymbolFilterState {
  text: string;
  /** An asset class, or "all". */
  assetClass: string;
  /** A provider, or "all". */
  provider: string;
}

/** The groups and rows that match a filter; groups without a match are left out. */
export function filterSymbols(
  groups: readonly SymbolGroupData[],
  filter: SymbolFilterState,
): SymbolGroupData[] {
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (row: SymbolRowData) => {
    if (filter.provider !== "all" && row.provider !== filter.provider) return false;
    const haystack = `${row.ticker} ${row.name} ${row.source} ${row.provider} ${row.typed}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return groups
    .filter((group) => filter.assetClass === "all" || group.assetClass === filter.assetClass)
    .map((group) => ({ ...group, symbols: group.symbols.filter(matches) }))
    .filter((group) => group.symbols.length > 0);
}
