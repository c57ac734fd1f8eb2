import { describe, expect, it } from "vitest";
import { normaliseInput, prefixKey } from "./normalise-input.js";
import { MAX_INPUT_LENGTH } from "./types.js";

const queryOf = (input: string) => {
  const normalised = normaliseInput(input);
  return normalised.kind === "query" ? normalised.query : normalised.kind;
};

describe("normaliseInput", () => {
  it("upper-cases and trims the ticker", () => {
    expect(queryOf("  btcusdt \n")).toEqual({ ticker: "BTCUSDT", exact: false });
  });

  it("joins a separated pair and remembers its parts", () => {
    for (const input of ["btc/usdt", "BTC-USDT", "btc_usdt"]) {
      expect(queryOf(input)).toEqual({
        ticker: "BTCUSDT",
        pair: { base: "BTC", quote: "USDT" },
        exact: false,
      });
    }
  });

  it("keeps a dotted series suffix as part of the ticker", () => {
    expect(queryOf("btc.halving")).toEqual({ ticker: "BTC.HALVING", exact: false });
  });

  it("reduces a prefix to lower-case letters and digits", () => {
    expect(queryOf("NYSE Arca:spy")).toEqual({ ticker: "SPY", prefix: "nysearca", exact: false });
    expect(prefixKey("Alternative.me")).toBe("alternativeme");
    expect(prefixKey("On-Chain")).toBe("onchain");
  });

  it("marks straight and curly quotes, around the whole input or the ticker after a prefix, as exact", () => {
    for (const input of [
      "'btc'",
      '"btc"',
      "\u2018btc\u2019",
      "\u201Cbtc\u201D",
      "\u2019btc\u2019",
      "'btc\u2019",
    ]) {
      expect(queryOf(input)).toEqual({ ticker: "BTC", exact: true });
    }
    expect(queryOf("binance:'btc'")).toEqual({ ticker: "BTC", prefix: "binance", exact: true });
    expect(queryOf("'binance:btc'")).toEqual({ ticker: "BTC", prefix: "binance", exact: true });
  });

  it("rejects unbalanced, mixed or nested quotes", () => {
    for (const input of ["'btc", "btc'", "'btc\"", "\u201Cbtc\u2019", "\"'btc'\"", "'", "b'tc"]) {
      expect(queryOf(input)).toBe("invalid");
    }
  });

  it("accepts input up to the length limit and rejects longer input", () => {
    expect(queryOf(`  ${"A".repeat(MAX_INPUT_LENGTH)}  `)).toEqual({
      ticker: "A".repeat(MAX_INPUT_LENGTH),
      exact: false,
    });
    expect(queryOf("A".repeat(MAX_INPUT_LENGTH + 1))).toBe("invalid");
  });

  it("rejects characters outside the ticker alphabet before upper-casing could turn them into ASCII", () => {
    for (const input of ["stra\u00DFe", "\uFB00", "\u0131", "BTC\u200B", "\u0000", "BTC!", "\uD83D\uDE80"]) {
      expect(queryOf(input)).toBe("invalid");
    }
  });

  it("says empty for blank input, and invalid for anything that is not a string", () => {
    expect(queryOf("")).toBe("empty");
    expect(queryOf("\u00A0\u2003\t")).toBe("empty");
    expect(queryOf("' '")).toBe("empty");
    for (const value of [undefined, null, 42, {}, ["BTC"]]) {
      expect(normaliseInput(value).kind).toBe("invalid");
    }
  });
});
