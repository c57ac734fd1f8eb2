import { MAX_INPUT_LENGTH, parseTicker, TICKER_MODES } from "@chartbot/ticker-parser";
import { describe, expect, it } from "vitest";
import {
  announceResolution,
  describeOutcome,
  invalidReason,
  resolveInBothModes,
  SHOWN_ALTERNATIVES,
  type TickerResolution,
} from "./ticker-resolution";

function outcomes(resolution: TickerResolution) {
  if (resolution.kind !== "resolved") throw new Error(`expected a resolved input, got ${resolution.kind}`);
  return resolution.outcomes;
}

describe("resolveInBothModes", () => {
  it("reads BTC differently in the two modes, as the parser does", () => {
    const resolution = resolveInBothModes("BTC");
    const { traditional, crypto } = outcomes(resolution);
    const parsed = parseTicker("BTC", { mode: "traditional" });
    expect(parsed.ok).toBe(false);
    expect(traditional).toMatchObject({ status: "no-match", reason: "not-found" });
    expect(traditional.status === "no-match" && traditional.suggestions.map((symbol) => symbol.id)).toEqual(
      !parsed.ok && parsed.suggestions.map((symbol) => symbol.id),
    );
    expect(crypto).toMatchObject({
      status: "match",
      completed: true,
      symbol: {
        ticker: "BTCUSDT",
        name: "Bitcoin / Tether",
        venue: "Binance",
        provider: "CCXT",
        assetClass: "Crypto",
      },
    });
    expect(resolution).toMatchObject({ modesAgree: false });
  });

  it("describes a stock with its venue, provider and asset class, the same in both modes", () => {
    const resolution = resolveInBothModes("  aapl ");
    for (const mode of TICKER_MODES) {
      expect(outcomes(resolution)[mode]).toMatchObject({
        status: "match",
        completed: false,
        symbol: {
          ticker: "AAPL",
          name: "Apple Inc.",
          venue: "NASDAQ",
          provider: "Twelvedata",
          assetClass: "Stocks",
        },
      });
    }
    expect(resolution).toMatchObject({ modesAgree: true });
  });

  it("gives every suggestion and alternative an input that resolves to exactly it in that mode", () => {
    for (const input of ["BTC", "ETH", "apple", "kucoin:SOLUSDT", "btcusdt"]) {
      const resolution = resolveInBothModes(input);
      for (const mode of TICKER_MODES) {
        const outcome = outcomes(resolution)[mode];
        const listed = outcome.status === "match" ? outcome.alternatives : outcome.suggestions;
        for (const symbol of listed) {
          const result = parseTicker(symbol.typed, { mode });
          expect(result.ok && result.symbol.id, `${input} (${mode}): ${symbol.typed}`).toBe(symbol.id);
        }
      }
    }
  });

  it(`lists at most ${SHOWN_ALTERNATIVES} alternatives`, () => {
    const crypto = outcomes(resolveInBothModes("BTC")).crypto;
    expect(crypto.status === "match" && crypto.alternatives).toHaveLength(SHOWN_ALTERNATIVES);
  });

  it("reports no match, without suggestions, for nonsense and for input that is not a ticker", () => {
    expect(outcomes(resolveInBothModes("nonsense")).traditional).toEqual({
      status: "no-match",
      reason: "not-found",
      suggestions: [],
    });
    for (const input of ["$spx", "btc usd", "ß", "🚀🚀", '""', "\u0000"]) {
      for (const mode of TICKER_MODES) {
        expect(outcomes(resolveInBothModes(input))[mode], input).toEqual({
          status: "no-match",
          reason: "invalid",
          suggestions: [],
        });
      }
    }
  });

  it("does not parse blank input or input longer than the parser accepts", () => {
    expect(resolveInBothModes("")).toEqual({ kind: "empty" });
    expect(resolveInBothModes(" \t\n ")).toEqual({ kind: "empty" });
    expect(resolveInBothModes("A".repeat(MAX_INPUT_LENGTH)).kind).toBe("resolved");
    expect(resolveInBothModes(`  ${"A".repeat(MAX_INPUT_LENGTH)}  `).kind).toBe("resolved");
    expect(resolveInBothModes("A".repeat(MAX_INPUT_LENGTH + 1))).toEqual({
      kind: "too-long",
      maxLength: MAX_INPUT_LENGTH,
    });
    expect(resolveInBothModes("€".repeat(10_000)).kind).toBe("too-long");
  });
});

describe("describeOutcome", () => {
  it("treats empty quotes, which the parser calls empty, as input that is not a ticker", () => {
    expect(describeOutcome(parseTicker('""'), "traditional")).toEqual({
      status: "no-match",
      reason: "invalid",
      suggestions: [],
    });
  });
});

describe("invalidReason", () => {
  it("tells cashtag writers to leave out the $", () => {
    expect(invalidReason(" $spx")).toMatch(/Leave out the \$\.$/);
    expect(invalidReason("btc usd")).not.toMatch(/\$/);
  });
});

describe("announceResolution", () => {
  it("says what each mode found, in one sentence per mode", () => {
    expect(announceResolution(resolveInBothModes("BTC"))).toBe(
      "Traditional: no match, did you mean BTCUSD. Crypto: BTCUSDT, Bitcoin / Tether, Binance, completed.",
    );
    expect(announceResolution(resolveInBothModes("nonsense"))).toBe(
      "Traditional: no match. Crypto: no match.",
    );
  });

  it("announces nothing for blank input and the limit for input that is too long", () => {
    expect(announceResolution({ kind: "empty" })).toBe("");
    expect(announceResolution(resolveInBothModes("x".repeat(10_000)))).toBe(
      `Too long: a ticker has at most ${MAX_INPUT_LENGTH} characters.`,
    );
  });
});
