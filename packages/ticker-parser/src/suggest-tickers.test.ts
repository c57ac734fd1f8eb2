import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { suggestTickers } from "./suggest-tickers.js";
import type { TickerMode } from "./types.js";

const label = (symbol: CatalogueSymbol): string =>
  `${symbol.provider === "CCXT" ? symbol.subSource : (symbol.exchange ?? symbol.provider)}:${symbol.ticker}`;

const suggest = (input: string, mode: TickerMode, limit?: number) =>
  suggestTickers(input, { mode, ...(limit !== undefined && { limit }) }).map(label);

describe("suggestTickers", () => {
  it("starts with what the input resolves to, then its alternatives", () => {
    expect(suggest("btc", "crypto", 3)).toEqual(["binance:BTCUSDT", "bybit:BTCUSD", "bybit:BTCUSDT"]);
    expect(suggest("eth", "traditional", 3)).toEqual(["NYSE:ETH", "CoinGecko:ETHUSD", "bitmex:ETHUSD"]);
  });

  it("offers completions in traditional mode without resolving to them", () => {
    expect(suggest("sol", "traditional")).toEqual([
      "CoinGecko:SOLUSD",
      "binance:SOLUSDT",
      "binance:SOLBTC",
      "CoinGecko:SOL.D",
    ]);
  });

  it("tolerates a trailing separator or colon and an unclosed quote while typing", () => {
    expect(suggest("btc/", "crypto", 1)).toEqual(["binance:BTCUSDT"]);
    expect(suggest('"eth', "crypto", 1)).toEqual(["NYSE:ETH"]);
    expect(suggest("\u201Ceth", "crypto", 1)).toEqual(["NYSE:ETH"]);
    expect(suggest("binance:bt", "traditional", 2)).toEqual(["binance:BTCUSDT", "binance:ETHBTC"]);
  });

  it("returns eight symbols by default and honours a smaller limit", () => {
    expect(suggest("a", "traditional")).toHaveLength(8);
    expect(suggest("a", "traditional", 2)).toHaveLength(2);
    expect(suggest("a", "traditional", 0)).toEqual([]);
  });

  it("returns nothing for blank or invalid input", () => {
    expect(suggest("", "crypto")).toEqual([]);
    expect(suggest('"', "crypto")).toEqual([]);
    expect(suggest("\u0000", "crypto")).toEqual([]);
  });
});
