/** One candle of the illustration's price series. */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A small deterministic pseudo-random generator (mulberry32), so every build draws the same chart. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A plausible upward-drifting candle series for the hero illustration. */
export function candleSeries(count: number, seed = 7, start = 96_000): Candle[] {
  const next = random(seed);
  const candles: Candle[] = [];
  let open = start;
  for (let index = 0; index < count; index++) {
    const drift = (next() - 0.42) * 900;
    const close = Math.max(1, open + drift);
    const high = Math.max(open, close) + next() * 350;
    const low = Math.min(open, close) - next() * 350;
    candles.push({ open, high, low, close });
    open = close;
  }
  return candles;
}

/** The Relative Strength Index of closes over `period` candles (Wilder's smoothing); early values are 50. */
export function rsi(candles: readonly Candle[], period = 14): number[] {
  const values: number[] = [];
  let gain = 0;
  let loss = 0;
  candles.forEach((candle, index) => {
    const previous = candles[index - 1];
    if (!previous) {
      values.push(50);
      return;
    }
    const change = candle.close - previous.close;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (index <= period) {
      gain += up / period;
      loss += down / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    values.push(index < period ? 50 : loss === 0 ? 100 : 100 - 100 / (1 + gain / loss));
  });
  return values;
}
