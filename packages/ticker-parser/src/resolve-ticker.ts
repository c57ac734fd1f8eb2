import { collectCandidates } from "./collect-candidates.js";
import { findSuggestions } from "./find-suggestions.js";
import type { TickerQuery } from "./normalise-input.js";
import type { ParseResult, TickerMode } from "./types.js";

/** Resolves a normalised query to its best symbol for the mode, or to suggestions when nothing matches. */
export function resolveTicker(query: TickerQuery, mode: TickerMode): ParseResult {
  const { symbols, completed } = collectCandidates(query, mode);
  const [symbol] = symbols;
  // Traditional mode never completes: a completed pair may follow an exact match, but not replace one.
  if (!symbol || (completed && mode === "traditional")) {
    return { ok: false, reason: "not-found", suggestions: findSuggestions(query, mode) };
  }
  return { ok: true, symbol, completed, alternatives: symbols.slice(1) };
}
