import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { parseTicker } from "./parse-ticker.js";
import type { ParseResult, TickerMode } from "./types.js";

/** `venue:TICKER`, e.g. `binance:BTCUSDT`, `NYSE:ETH`, `CoinGecko:BTCUSD`. */
const label = (symbol: CatalogueSymbol): string =>
  `${symbol.provider === "CCXT" ? symbol.subSource : (symbol.exchange ?? symbol.provider)}:${symbol.ticker}`;

/** What a result resolves to, `+` marking a completed pair, or the failure reason. */
function outcome(result: ParseResult): string {
  if (!result.ok) return result.reason;
  return `${label(result.symbol)}${result.completed ? " +" : ""}`;
}

type Row = readonly [input: string, traditional: string, crypto: string];

function table(rows: readonly Row[]) {
  return rows.flatMap(([input, traditional, crypto]) => [
    { input, mode: "traditional" as TickerMode, expected: traditional },
    { input, mode: "crypto" as TickerMode, expected: crypto },
  ]);
}

describe("parseTicker in both modes", () => {
  const cases: Record<string, readonly Row[]> = {
    "completes partial crypto pairs in crypto mode only, on Binance first, then Bybit, then the other venues":
      [
        ["BTC", "not-found", "binance:BTCUSDT +"],
        ["btc", "not-found", "binance:BTCUSDT +"],
        ["SOL", "not-found", "binance:SOLUSDT +"],
        ["TRX", "not-found", "huobi:TRXUSDT +"],
        ["OP", "not-found", "CoinGecko:OPUSD +"],
        ["KCS", "not-found", "kucoin:KCSUSDT +"],
        ["AERO", "not-found", "On-Chain:AEROUSD +"],
      ],
    "prefers the stock in traditional mode and the crypto pair in crypto mode": [
      ["ETH", "NYSE:ETH", "binance:ETHUSDT +"],
    ],
    "treats a quoted ticker as exact: no completion in either mode": [
      ['"ETH"', "NYSE:ETH", "NYSE:ETH"],
      ["'BTC'", "not-found", "not-found"],
      ["\u2018BTC\u2019", "not-found", "not-found"],
      ["\u201CETH\u201D", "NYSE:ETH", "NYSE:ETH"],
      ['"BTCUSDT"', "binance:BTCUSDT", "binance:BTCUSDT"],
      [' " eth " ', "NYSE:ETH", "NYSE:ETH"],
    ],
    "ranks listings of a full pair by mode": [
      ["BTCUSDT", "binance:BTCUSDT", "binance:BTCUSDT"],
      ["BTCUSD", "CoinGecko:BTCUSD", "bybit:BTCUSD"],
      ["ETHUSD", "CoinGecko:ETHUSD", "bybit:ETHUSD"],
      ["SOLUSD", "CoinGecko:SOLUSD", "bitmex:SOLUSD"],
      ["ETHBTC", "binance:ETHBTC", "binance:ETHBTC"],
      ["TRXUSDT", "huobi:TRXUSDT", "huobi:TRXUSDT"],
    ],
    "keeps every market available in either mode": [
      ["AAPL", "NASDAQ:AAPL", "NASDAQ:AAPL"],
      ["JPM", "NYSE:JPM", "NYSE:JPM"],
      ["SPY", "NYSE Arca:SPY", "NYSE Arca:SPY"],
      ["EURUSD", "FX:EURUSD", "FX:EURUSD"],
      ["XAUUSD", "FX:XAUUSD", "FX:XAUUSD"],
      ["VIX", "CBOE:VIX", "CBOE:VIX"],
      ["V", "NYSE:V", "NYSE:V"],
      ["AEROUSD", "On-Chain:AEROUSD", "On-Chain:AEROUSD"],
    ],
    "resolves FGI to CNN Business in traditional mode and Alternative.me in crypto mode": [
      ["FGI", "CNN Business:FGI", "Alternative.me:FGI"],
      ["fgi", "CNN Business:FGI", "Alternative.me:FGI"],
    ],
    "resolves dominance and halving series in both modes": [
      ["BTC.D", "CoinGecko:BTC.D", "CoinGecko:BTC.D"],
      ["eth.d", "CoinGecko:ETH.D", "CoinGecko:ETH.D"],
      ["SOL.D", "CoinGecko:SOL.D", "CoinGecko:SOL.D"],
      ["USDT.D", "CoinGecko:USDT.D", "CoinGecko:USDT.D"],
      ["BTC.HALVING", "Blockchair:BTC.HALVING", "Blockchair:BTC.HALVING"],
      ["ltc.halving", "Blockchair:LTC.HALVING", "Blockchair:LTC.HALVING"],
    ],
    "accepts a /, - or _ between base and quote": [
      ["btc/usdt", "binance:BTCUSDT", "binance:BTCUSDT"],
      ["BTC-USD", "CoinGecko:BTCUSD", "bybit:BTCUSD"],
      ["eth_btc", "binance:ETHBTC", "binance:ETHBTC"],
      ["EUR/USD", "FX:EURUSD", "FX:EURUSD"],
      ["BTCU/SDT", "not-found", "not-found"],
      ["BTC/", "invalid", "invalid"],
      ["BTC/USD/T", "invalid", "invalid"],
    ],
    "honours an exchange, venue or provider prefix": [
      ["binance:btcusdt", "binance:BTCUSDT", "binance:BTCUSDT"],
      ["bybit:BTCUSD", "bybit:BTCUSD", "bybit:BTCUSD"],
      ["gate:ethusdt", "gate:ETHUSDT", "gate:ETHUSDT"],
      ["KuCoin:BTC/USDT", "kucoin:BTCUSDT", "kucoin:BTCUSDT"],
      ["coingecko:btcusd", "CoinGecko:BTCUSD", "CoinGecko:BTCUSD"],
      ["NASDAQ:AAPL", "NASDAQ:AAPL", "NASDAQ:AAPL"],
      ["NYSE:JPM", "NYSE:JPM", "NYSE:JPM"],
      ["nyse-arca:spy", "NYSE Arca:SPY", "NYSE Arca:SPY"],
      ["twelvedata:eth", "NYSE:ETH", "NYSE:ETH"],
      ["ccxt:btcusd", "bitmex:BTCUSD", "bybit:BTCUSD"],
      ["FX:eurusd", "FX:EURUSD", "FX:EURUSD"],
      ["alternative.me:FGI", "Alternative.me:FGI", "Alternative.me:FGI"],
      ["CNN Business : FGI", "CNN Business:FGI", "CNN Business:FGI"],
      ["base:aerousd", "On-Chain:AEROUSD", "On-Chain:AEROUSD"],
      ['binance:"BTCUSDT"', "binance:BTCUSDT", "binance:BTCUSDT"],
    ],
    "completes within the prefixed exchange in crypto mode only": [
      ["binance:btc", "not-found", "binance:BTCUSDT +"],
      ["bybit:eth", "not-found", "bybit:ETHUSD +"],
      ["NYSE:ETH", "NYSE:ETH", "NYSE:ETH"],
      ['binance:"btc"', "not-found", "not-found"],
    ],
    "finds nothing for an exchange that does not list the ticker or an unknown prefix": [
      ["kucoin:SOLUSDT", "not-found", "not-found"],
      ["NASDAQ:JPM", "not-found", "not-found"],
      ["nasdak:AAPL", "not-found", "not-found"],
    ],
    "says empty for blank input and invalid for malformed input": [
      ["", "empty", "empty"],
      [" \t\n ", "empty", "empty"],
      ['""', "empty", "empty"],
      ['"BTC', "invalid", "invalid"],
      ["BTC'", "invalid", "invalid"],
      ["'BTC\"", "invalid", "invalid"],
      ['"binance:"BTC""', "invalid", "invalid"],
      ["BTC USD", "invalid", "invalid"],
      ["BTC\u0000", "invalid", "invalid"],
      ["a:b:c", "invalid", "invalid"],
      ["binance:", "invalid", "invalid"],
      [":BTC", "invalid", "invalid"],
      ["\u00DF", "invalid", "invalid"],
      ["\u0131", "invalid", "invalid"],
      ["BTC$", "invalid", "invalid"],
      ["X".repeat(65), "invalid", "invalid"],
      ["ZZZZ", "not-found", "not-found"],
    ],
  };

  for (const [behaviour, rows] of Object.entries(cases)) {
    it.each(table(rows))(`${behaviour}: $input in $mode mode -> $expected`, ({ input, mode, expected }) => {
      expect(outcome(parseTicker(input, { mode }))).toBe(expected);
    });
  }
});
