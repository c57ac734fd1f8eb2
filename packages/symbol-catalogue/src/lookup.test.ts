import { describe, expect, it } from "vitest";
import { findByTicker, getSymbol, listSymbols } from "./lookup.js";

describe("getSymbol", () => {
  it("describes a crypto pair with its base, quote, exchange and name", () => {
    const [symbol] = findByTicker("BTCUSDT").filter((s) => s.subSource === "binance");
    expect(symbol && getSymbol(symbol.id)).toEqual({
      id: symbol?.id,
      provider: "CCXT",
      subSource: "binance",
      ticker: "BTCUSDT",
      assetClass: "crypto",
      base: "BTC",
      quote: "USDT",
      exchange: "binance",
      name: "Bitcoin / Tether",
    });
  });

  it("describes the default BTCUSD symbol without an exchange", () => {
    expect(getSymbol("751080162300526653")).toEqual({
      id: "751080162300526653",
      provider: "CoinGecko",
      subSource: "",
      ticker: "BTCUSD",
      assetClass: "crypto",
      base: "BTC",
      quote: "USD",
      name: "Bitcoin / US Dollar",
    });
  });

  it("describes a stock with its listing venue and no pair", () => {
    const [apple] = findByTicker("AAPL");
    expect(apple).toMatchObject({ assetClass: "stock", exchange: "NASDAQ", name: "Apple Inc." });
    expect(apple).not.toHaveProperty("base");
    expect(apple).not.toHaveProperty("quote");
  });

  it("splits forex and metal tickers into currencies", () => {
    expect(findByTicker("USDJPY")[0]).toMatchObject({ assetClass: "forex", base: "USD", quote: "JPY" });
    expect(findByTicker("XAUUSD")[0]).toMatchObject({ assetClass: "metal", base: "XAU", quote: "USD" });
  });

  it("returns undefined for an unknown or malformed id", () => {
    expect(getSymbol("1")).toBeUndefined();
    expect(getSymbol("")).toBeUndefined();
    expect(getSymbol("__proto__")).toBeUndefined();
  });
});

describe("findByTicker", () => {
  it("finds every listing of a ticker, ignoring case and surrounding spaces", () => {
    const listings = findByTicker("  btcusdt ");
    expect(listings.map((s) => s.subSource)).toEqual([
      "binance",
      "bybit",
      "huobi",
      "gate",
      "kucoin",
      "poloniex",
    ]);
  });

  it("finds a ticker that is both a stock and a crypto asset only as the exact ticker", () => {
    expect(findByTicker("ETH").map((s) => s.assetClass)).toEqual(["stock"]);
  });

  it("finds Fear and Greed on both providers", () => {
    expect(findByTicker("fgi").map((s) => s.provider)).toEqual(["Alternative.me", "CNN Business"]);
  });

  it("returns lists a caller cannot change", () => {
    expect(() => (findByTicker("BTCUSDT") as unknown as unknown[]).push(1)).toThrow(TypeError);
    expect(findByTicker("BTCUSDT")).toHaveLength(6);
  });

  it("returns an empty list for an unknown ticker", () => {
    expect(findByTicker("NOPE")).toEqual([]);
    expect(findByTicker("")).toEqual([]);
  });
});

describe("listSymbols", () => {
  it("lists everything without a filter", () => {
    expect(listSymbols().length).toBeGreaterThan(100);
  });

  it("filters by provider and sub-source together", () => {
    const bybit = listSymbols({ provider: "CCXT", subSource: "bybit" });
    expect(bybit.length).toBeGreaterThan(0);
    expect(bybit.every((s) => s.provider === "CCXT" && s.subSource === "bybit")).toBe(true);
  });

  it("filters by asset class", () => {
    expect(listSymbols({ assetClass: "forex" }).map((s) => s.ticker)).toContain("EURUSD");
    expect(listSymbols({ assetClass: "index" }).map((s) => s.ticker)).toEqual(
      expect.arrayContaining(["SPY", "QQQ", "NDX"]),
    );
  });

  it("searches text in tickers, names, base assets and exchanges, ignoring case", () => {
    expect(listSymbols({ text: "apple" }).map((s) => s.ticker)).toEqual(["AAPL"]);
    expect(listSymbols({ text: "nasdaq", assetClass: "index" }).map((s) => s.ticker)).toContain("QQQ");
    const solana = listSymbols({ text: "Solana", assetClass: "crypto" });
    expect(solana.length).toBeGreaterThan(2);
    expect(solana.every((s) => s.base === "SOL")).toBe(true);
  });

  it("treats blank text as no text filter and finds nothing for unmatched text", () => {
    expect(listSymbols({ text: "   " }).length).toBe(listSymbols().length);
    expect(listSymbols({ text: "zzzz-no-such-market" })).toEqual([]);
  });
});
