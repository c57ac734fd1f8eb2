import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";

const FREE: ReadonlySet<string> = new Set(DEFAULT_SYMBOL_IDS);

/** Whether a symbol's satellite is free in every community (CoinGecko BTCUSD and ETHUSD) rather than using a slot. */
export function isFreeSatellite(symbolId: string): boolean {
  return FREE.has(symbolId);
}
