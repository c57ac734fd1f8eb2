import { describe, expect, it } from "vitest";
import { bollinger, candleSeries, depthBook, sma } from "./candles";

describe("illustration series", () => {
  it("averages the closes of the last n candles, and fewer at the start", () => {
    const candles = [1, 2, 3, 4].map((close) => ({ open: close, high: close, low: close, close }));
    expect(sma(candles, 2)).toEqual([1, 1.5, 2.5, 3.5]);
  });

  it("draws Bollinger bands around the average, wider when closes spread", () => {
    const candles = candleSeries(60);
    const { upper, lower } = bollinger(candles);
    const middle = sma(candles, 20);
    candles.forEach((_, index) => {
      expect(upper[index]).toBeGreaterThanOrEqual(middle[index] ?? 0);
      expect(lower[index]).toBeLessThanOrEqual(middle[index] ?? 0);
    });
  });

  it("builds an order book with bids below and asks above the price, sizes adding up outwards", () => {
    const { bids, asks } = depthBook(100, 10);
    expect(bids.every((level) => level.price < 100)).toBe(true);
    expect(asks.every((level) => level.price > 100)).toBe(true);
    for (const side of [bids, asks]) {
      side.slice(1).forEach((level, index) => {
        expect(level.cumulative).toBeGreaterThan(side[index]?.cumulative ?? 0);
      });
      expect(side.at(-1)?.price).toBeCloseTo(side === bids ? 98 : 102);
    }
  });
});
