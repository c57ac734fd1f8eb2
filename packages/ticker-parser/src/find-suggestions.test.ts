import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { parseTicker } from "./parse-ticker.js";
import type { ParseResult, TickerMode } from "./types.js";

const label = (symbol: CatalogueSymbol): string =>
  `${symbol.provider === "CCXT" ? symbol.subSource : (symbol.exchange ?? symbol.provider)}:${symbol.ticker}`;

function suggestionsOf(result: ParseResult): string[] {
  if (result.ok) throw new Error(`expected no symbol, got ${result.symbol.ticker}`);
  return result.suggestions.map(label);
}

const suggest = (input: string, mode: TickerMode = "traditional") =>
  suggestionsOf(parseTicker(input, { mode }));

describe("parseTicker suggestions for input that names nothing", () => {
  it("offers completions first, USD before USDT, for a partial pair in traditional mode", () => {
    expect(suggest("BTC")).toEqual([
      "CoinGecko:BTCUSD",
      "binance:BTCUSDT",
      "CoinGecko:BTC.D",
      "Blockchair:BTC.HALVING",
      "binance:ETHBTC",
    ]);
    expect(suggest("SOL")).toEqual([
      "CoinGecko:SOLUSD",
      "binance:SOLUSDT",
      "binance:SOLBTC",
      "CoinGecko:SOL.D",
    ]);
  });

  it("picks each suggested ticker's best listing for the mode", () => {
    expect(suggest("'BTC'", "crypto").slice(0, 2)).toEqual(["bybit:BTCUSD", "binance:BTCUSDT"]);
  });

  it("offers the ticker on other exchanges when the prefixed exchange does not list it", () => {
    expect(suggest("kucoin:SOLUSDT")).toEqual(["binance:SOLUSDT", "bybit:SOLUSDT"]);
    expect(suggest("NASDAQ:JPM")).toEqual(["NYSE:JPM"]);
    expect(suggest("nasdak:AAPL")).toEqual(["NASDAQ:AAPL"]);
  });

  it("offers the prefixed exchange's own matches first", () => {
    expect(suggest("binance:btc").slice(0, 3)).toEqual([
      "binance:BTCUSDT",
      "binance:ETHBTC",
      "binance:SOLBTC",
    ]);
  });

  it("falls back to tickers containing the input (shortest, then alphabetical), then to names", () => {
    expect(suggest("USDT")).toEqual([
      "CoinGecko:USDT.D",
      "binance:ADAUSDT",
      "binance:ARBUSDT",
      "binance:BNBUSDT",
      "binance:BTCUSDT",
    ]);
    expect(suggest("apple")).toEqual(["NASDAQ:AAPL"]);
    expect(suggest("bitcoin").slice(0, 2)).toEqual(["CoinGecko:BTCUSD", "binance:BTCUSDT"]);
  });

  it("matches names by word start, so ETH does not find Tether", () => {
    expect(suggest("ETHER", "traditional")).toEqual([
      "CoinGecko:ETHUSD",
      "binance:ETHUSDT",
      "binance:ETHBTC",
      "CoinGecko:ETH.D",
    ]);
  });

  it("gives at most five suggestions, the same every time", () => {
    expect(suggest("A")).toHaveLength(5);
    expect(suggest("A")).toEqual(suggest("A"));
  });

  it("gives no suggestions for empty or invalid input, or input matching nothing", () => {
    expect(suggest("")).toEqual([]);
    expect(suggest('"BTC')).toEqual([]);
    expect(suggest("QQQQQQ")).toEqual([]);
  });
});
