import { describe, expect, it } from "vitest";
import { CatalogueEntrySchema, CatalogueSchema, SymbolIdSchema } from "./schema.js";

describe("CatalogueEntrySchema", () => {
  it("accepts valid entries of every sub-source kind", () => {
    for (const entry of [
      ["CCXT", "binance", "BTCUSDT"],
      ["CoinGecko", "", "BTC.D"],
      ["Blockchair", "halving", "BTC.HALVING"],
      ["On-Chain", "base", "AEROUSD"],
    ]) {
      expect(CatalogueEntrySchema.safeParse(entry).success, entry.join()).toBe(true);
    }
  });

  it("refuses a sub-source the provider does not have", () => {
    const result = CatalogueEntrySchema.safeParse(["CCXT", "", "BTCUSDT"]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1]);
    expect(CatalogueEntrySchema.safeParse(["Twelvedata", "binance", "AAPL"]).success).toBe(false);
  });

  it("refuses unknown providers, lower-case tickers and wrong shapes", () => {
    expect(CatalogueEntrySchema.safeParse(["Kraken", "", "BTCUSD"]).success).toBe(false);
    expect(CatalogueEntrySchema.safeParse(["CoinGecko", "", "btcusd"]).success).toBe(false);
    expect(CatalogueEntrySchema.safeParse(["CoinGecko", ""]).success).toBe(false);
    expect(CatalogueEntrySchema.safeParse("CoinGecko").success).toBe(false);
  });
});

describe("CatalogueSchema", () => {
  it("refuses non-numeric ids", () => {
    expect(CatalogueSchema.safeParse({ abc: ["CoinGecko", "", "BTCUSD"] }).success).toBe(false);
    expect(SymbolIdSchema.safeParse("751080162300526653").success).toBe(true);
    expect(SymbolIdSchema.safeParse("").success).toBe(false);
  });
});
