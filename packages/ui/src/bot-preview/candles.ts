import { seededRandom } from "./seeded-random";

/** One candle of the illustration's price series. */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A plausible upward-drifting candle series for the hero illustration. */
export function candleSeries(count: number, seed = 7, start = 96_000): Candle[] {
  const next = seededRandom(seed);
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

/** The simple moving average of closes over `period` candles; the first `period - 1` values average what there is. */
export function sma(candles: readonly Candle[], period: number): number[] {
  return candles.map((_, index) => {
    const window = candles.slice(Math.max(0, index - period + 1), index + 1);
    return window.reduce((sum, candle) => sum + candle.close, 0) / window.length;
  });
}

/** Bollinger bands: the moving average plus and minus `width` standard deviations of the closes. */
export function bollinger(
  candles: readonly Candle[],
  period = 20,
  width = 2,
): { upper: number[]; lower: number[] } {
  const middle = sma(candles, period);
  const upper: number[] = [];
  const lower: number[] = [];
  candles.forEach((_, index) => {
    const window = candles.slice(Math.max(0, index - period + 1), index + 1);
    const mean = middle[index] ?? 0;
    const deviation = Math.sqrt(
      window.reduce((sum, candle) => sum + (candle.close - mean) ** 2, 0) / window.length,
    );
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  });
  return { upper, lower };
}

/** One side of a depth chart: price levels and the cumulative size resting up to each. */
export interface DepthLevel {
  price: number;
  cumulative: number;
}

/** A plausible order book around `mid`, `levels` steps each side, with a wall on each side. */
export function depthBook(mid = 97_400, levels = 24, seed = 11): { bids: DepthLevel[]; asks: DepthLevel[] } {
  const next = seededRandom(seed);
  const step = (mid * 0.02) / levels;
  const side = (direction: 1 | -1, wall: number) => {
    const result: DepthLevel[] = [];
    let cumulative = 0;
    for (let index = 1; index <= levels; index++) {
      cumulative += 0.6 + next() * 2.4 + (index === wall ? 28 : 0);
      result.push({ price: mid + direction * index * step, cumulative });
    }
    return result;
  };
  return { bids: side(-1, 9), asks: side(1, 15) };
}
