/**
 * A small deterministic pseudo-random generator (mulberry32): the same numbers in [0, 1) for the same seed, so
 * every build (and every run of `scripts/render-images.mjs`) draws the same charts.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
