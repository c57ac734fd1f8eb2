import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { parseTicker } from "./parse-ticker.js";
import type { ParseResult } from "./types.js";

const label = (symbol: CatalogueSymbol): string =>
  `${symbol.provider === "CCXT" ? symbol.subSource : (symbol.exchange ?? symbol.provider)}:${symbol.ticker}`;

function alternativesOf(result: ParseResult): string[] {
  if (!result.ok) throw new Error(`expected a symbol, got ${result.reason}`);
  return result.alternatives.map(label);
}

describe("parseTicker alternatives", () => {
  it("defaults to traditional mode", () => {
    expect(parseTicker("ETH")).toEqual(parseTicker("ETH", { mode: "traditional" }));
    expect(parseTicker("BTC")).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("lists other listings of a full pair in mode order, without the chosen one", () => {
    expect(alternativesOf(parseTicker("BTCUSD", { mode: "traditional" }))).toEqual([
      "bitmex:BTCUSD",
      "bybit:BTCUSD",
    ]);
    expect(alternativesOf(parseTicker("BTCUSD", { mode: "crypto" }))).toEqual([
      "bitmex:BTCUSD",
      "CoinGecko:BTCUSD",
    ]);
    expect(alternativesOf(parseTicker("BTCUSDT", { mode: "crypto" }))).toEqual([
      "bybit:BTCUSDT",
      "huobi:BTCUSDT",
      "gate:BTCUSDT",
      "kucoin:BTCUSDT",
      "poloniex:BTCUSDT",
    ]);
  });

  it("offers the other completions and then the stock when crypto mode completes ETH", () => {
    const alternatives = alternativesOf(parseTicker("ETH", { mode: "crypto" }));
    // Binance's other quote first, then Bybit's pairs (USD before USDT), then the other exchanges.
    expect(alternatives.slice(0, 4)).toEqual([
      "binance:ETHBTC",
      "bybit:ETHUSD",
      "bybit:ETHUSDT",
      "bitmex:ETHUSD",
    ]);
    expect(alternatives).toContain("CoinGecko:ETHUSD");
    expect(alternatives.at(-1)).toBe("NYSE:ETH");
  });

  it("offers crypto pairs after the stock when traditional mode resolves ETH", () => {
    const alternatives = alternativesOf(parseTicker("ETH", { mode: "traditional" }));
    expect(alternatives.slice(0, 3)).toEqual(["CoinGecko:ETHUSD", "bitmex:ETHUSD", "bybit:ETHUSD"]);
    expect(alternatives).not.toContain("NYSE:ETH");
  });

  it("completes BTC in crypto mode venue by venue: Binance, Bybit, the other exchanges in order, then CoinGecko", () => {
    const result = parseTicker("BTC", { mode: "crypto" });
    // Binance lists no BTCUSD: its BTCUSDT wins over every other venue's USD pair.
    expect(result).toMatchObject({
      ok: true,
      completed: true,
      symbol: { ticker: "BTCUSDT", subSource: "binance" },
    });
    expect(alternativesOf(result)).toEqual([
      "bybit:BTCUSD",
      "bybit:BTCUSDT",
      "bitmex:BTCUSD",
      "huobi:BTCUSDT",
      "gate:BTCUSDT",
      "kucoin:BTCUSDT",
      "poloniex:BTCUSDT",
      "CoinGecko:BTCUSD",
    ]);
  });

  it("offers the other FGI provider", () => {
    expect(alternativesOf(parseTicker("FGI", { mode: "traditional" }))).toEqual(["Alternative.me:FGI"]);
    expect(alternativesOf(parseTicker("FGI", { mode: "crypto" }))).toEqual(["CNN Business:FGI"]);
  });

  it("offers nothing else for a quoted or prefixed ticker with one listing", () => {
    expect(alternativesOf(parseTicker('"ETH"', { mode: "crypto" }))).toEqual([]);
    expect(alternativesOf(parseTicker("binance:btcusdt", { mode: "traditional" }))).toEqual([]);
  });

  it("marks only completed pairs as completed", () => {
    expect(parseTicker("BTCUSD", { mode: "crypto" })).toMatchObject({ ok: true, completed: false });
    expect(parseTicker("binance:btc", { mode: "crypto" })).toMatchObject({ ok: true, completed: true });
    expect(parseTicker("AAPL", { mode: "crypto" })).toMatchObject({ ok: true, completed: false });
  });

  it("returns the catalogue's own symbol objects", async () => {
    const { getSymbol } = await import("@chartbot/symbol-catalogue");
    const result = parseTicker("BTCUSD");
    expect(result.ok && result.symbol).toBe(getSymbol("751080162300526653"));
  });
});
