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

/** What a row is filtered on: its asset class, its provider and its text (every cell, any case). */
export interface SymbolRowKey {
  assetClass: string;
  provider: string;
  text: string;
}

/** The words of a search, lower-cased; a row matches when it contains every one. */
export function searchWords(text: string): string[] {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether a row passes the filter (`words` from `searchWords(filter.text)`). */
export function rowMatches(row: SymbolRowKey, filter: SymbolFilterState, words: readonly string[]): boolean {
  if (filter.assetClass !== "all" && row.assetClass !== filter.assetClass) return false;
  if (filter.provider !== "all" && row.provider !== filter.provider) return false;
  const text = row.text.toLowerCase();
  return words.every((word) => text.includes(word));
}
