import { describe, expect, it } from "vitest";
import { splitCryptoPair, splitCurrencyPair } from "./pair.js";

describe("splitCryptoPair", () => {
  it("treats USDT, not USD, as the quote of BTCUSDT", () => {
    expect(splitCryptoPair("BTCUSDT")).toEqual({ base: "BTC", quote: "USDT" });
  });

  it("splits USD, BTC and USDC quotes and ignores case", () => {
    expect(splitCryptoPair("ethusd")).toEqual({ base: "ETH", quote: "USD" });
    expect(splitCryptoPair("SOLBTC")).toEqual({ base: "SOL", quote: "BTC" });
    expect(splitCryptoPair("PEPEUSDC")).toEqual({ base: "PEPE", quote: "USDC" });
  });

  it("returns undefined when there is no quote or no base", () => {
    expect(splitCryptoPair("AAPL")).toBeUndefined();
    expect(splitCryptoPair("USDT")).toBeUndefined();
    expect(splitCryptoPair("")).toBeUndefined();
  });
});

describe("splitCurrencyPair", () => {
  it("splits six letters in the middle", () => {
    expect(splitCurrencyPair("eurusd")).toEqual({ base: "EUR", quote: "USD" });
  });

  it("refuses anything that is not six letters", () => {
    expect(splitCurrencyPair("EURUS")).toBeUndefined();
    expect(splitCurrencyPair("EUR/USD")).toBeUndefined();
  });
});
