import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import {
  BotPricesBodySchema,
  isLevelFar,
  isPlausibleMove,
  isPriceStale,
  levelDistancePercent,
  PricesQuerySchema,
} from "./prices.ts";

const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;

describe("prices", () => {
  it("calls a price stale after 5 minutes", () => {
    const now = new Date("2026-11-30T03:00:00.000Z");
    expect(isPriceStale("2026-11-30T02:55:00.000Z", now)).toBe(false);
    expect(isPriceStale("2026-11-30T02:54:59.000Z", now)).toBe(true);
  });

  it("measures a level's distance in percent of the price and calls it far outside 0.2x to 5x", () => {
    expect(levelDistancePercent(200, 210)).toBeCloseTo(5);
    expect(levelDistancePercent(200, 150)).toBeCloseTo(-25);
    expect([isLevelFar(100, 20), isLevelFar(100, 500), isLevelFar(100, 19.9), isLevelFar(100, 501)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("takes a move up to 2x either way as plausible", () => {
    expect([
      isPlausibleMove(100, 200),
      isPlausibleMove(100, 50),
      isPlausibleMove(100, 201),
      isPlausibleMove(100, 49),
    ]).toEqual([true, true, false, false]);
  });

  it("refuses a report of an unknown symbol or a non-positive price, and splits the symbols asked", () => {
    const observedAt = new Date().toISOString();
    expect(
      BotPricesBodySchema.safeParse({ prices: [{ symbolId: BTCUSD, price: 1, observedAt }] }).success,
    ).toBe(true);
    expect(
      BotPricesBodySchema.safeParse({ prices: [{ symbolId: "nope", price: 1, observedAt }] }).success,
    ).toBe(false);
    expect(
      BotPricesBodySchema.safeParse({ prices: [{ symbolId: BTCUSD, price: 0, observedAt }] }).success,
    ).toBe(false);
    expect(PricesQuerySchema.parse({ symbols: "a, b,a" }).symbols).toEqual(["a", "b"]);
  });
});
