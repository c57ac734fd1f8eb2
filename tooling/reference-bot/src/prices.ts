/**
 * A made-up price for a catalogue symbol: the same symbol always gets the same price (FNV-1a of its id mapped
 * to 1.00..9999.99), so heartbeats are predictable in tests. The reference bot has no market data.
 */
export function fakePrice(symbolId: string): number {
  let hash = 0x811c9dc5;
  for (const char of symbolId) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1 + (hash % 999_899) / 100;
}
