import { normaliseInput } from "./normalise-input.js";
import { resolveTicker } from "./resolve-ticker.js";
import type { ParseOptions, ParseResult } from "./types.js";

/**
 * Turns user input (`btc`, `BTC/USDT`, `binance:btcusdt`, `"ETH"`) into a catalogue symbol; never throws.
 * @param options.mode `"traditional"` (default) or `"crypto"`: which markets win and whether pairs complete.
 */
export function parseTicker(input: string, options?: ParseOptions): ParseResult {
  const normalised = normaliseInput(input);
  if (normalised.kind !== "query") return { ok: false, reason: normalised.kind, suggestions: [] };
  return resolveTicker(normalised.query, options?.mode === "crypto" ? "crypto" : "traditional");
}
