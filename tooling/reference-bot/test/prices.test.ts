import { findByTicker, listSymbols } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { createPriceWalk, startingPrice } from "../src/prices";

const idOf = (ticker: string) => {
  const symbol = findByTicker(ticker)[0];
  if (!symbol) throw new Error(`no ${ticker} in the catalogue`);
  return symbol.id;
};

describe("the reference bot's prices", () => {
  it("start every catalogue symbol at a positive, finite level", () => {
    for (const symbol of listSymbols()) {
      const price = startingPrice(symbol.id);
      expect(Number.isFinite(price) && price > 0, symbol.ticker).toBe(true);
    }
  });

  it("start near each market's real level, a pair at its base over its quote", () => {
    expect(startingPrice(idOf("BTCUSD"))).toBe(95_000);
    expect(startingPrice(idOf("ETHBTC"))).toBeCloseTo(3_300 / 95_000);
    expect(startingPrice(idOf("AAPL"))).toBe(235);
  });

  it("wander a little each step and stay within 20% of the start", () => {
    let turn = 0;
    const walk = createPriceWalk({ random: () => (turn++ % 2 === 0 ? 1 : 0.9), stepPercent: 5 });
    const btc = idOf("BTCUSD");
    const prices = Array.from({ length: 50 }, () => walk.next(btc));
    expect(prices[0]).toBeCloseTo(95_000 * 1.05, 0);
    expect(new Set(prices).size).toBeGreaterThan(1);
    for (const price of prices) expect(price).toBeLessThanOrEqual(95_000 * 1.2);
  });
});
