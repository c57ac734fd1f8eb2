import { getSymbol, listSymbols } from "@chartbot/symbol-catalogue";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTicker } from "./parse-ticker.js";
import { suggestTickers } from "./suggest-tickers.js";
import { type ParseResult, TICKER_MODES } from "./types.js";

const mode = fc.constantFrom(...TICKER_MODES);

/** Any string: ASCII, whole Unicode code points (lone surrogates included), graphemes, and very long ones. */
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary-ascii", minLength: 60, maxLength: 200 }),
);

/** Strings built from what tickers are made of, so many reach the resolver rather than stopping at `invalid`. */
const tickerish = fc.string({
  unit: fc.constantFrom(..."ABCDEHILNOSTUXbcdehilnostux01./-_: '\"\u2018\u2019\u201C\u201D"),
  maxLength: 24,
});

const catalogueIds = new Set(listSymbols().map((symbol) => symbol.id));
const isCatalogueSymbol = (symbol: { id: string }) =>
  catalogueIds.has(symbol.id) && getSymbol(symbol.id) === symbol;

function expectWellFormed(result: ParseResult): void {
  if (result.ok) {
    expect(typeof result.completed).toBe("boolean");
    expect(isCatalogueSymbol(result.symbol)).toBe(true);
    expect(result.alternatives.every(isCatalogueSymbol)).toBe(true);
    const ids = [result.symbol, ...result.alternatives].map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    return;
  }
  expect(["empty", "invalid", "not-found"]).toContain(result.reason);
  expect(result.suggestions.length).toBeLessThanOrEqual(result.reason === "not-found" ? 5 : 0);
  expect(result.suggestions.every(isCatalogueSymbol)).toBe(true);
  expect(new Set(result.suggestions.map((symbol) => symbol.id)).size).toBe(result.suggestions.length);
}

describe("parseTicker on arbitrary input", () => {
  it("returns a well-formed result for any string and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, tickerish), mode, (input, mode) => {
        expectWellFormed(parseTicker(input, { mode }));
      }),
      { numRuns: 2000 },
    );
  });

  it("ignores case and surrounding whitespace, and answers the same every time", () => {
    fc.assert(
      fc.property(tickerish, mode, (input, mode) => {
        const result = parseTicker(input, { mode });
        expect(parseTicker(input.toUpperCase(), { mode })).toEqual(result);
        expect(parseTicker(` \t${input.toLowerCase()}\n `, { mode })).toEqual(result);
      }),
      { numRuns: 1000 },
    );
  });

  it("only completes pairs in crypto mode", () => {
    fc.assert(
      fc.property(tickerish, (input) => {
        const result = parseTicker(input, { mode: "traditional" });
        expect(result.ok && result.completed).toBe(false);
      }),
    );
  });

  it("suggests at most the asked number of catalogue symbols for any string while typing", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, tickerish), mode, fc.nat(12), (input, mode, limit) => {
        const suggestions = suggestTickers(input, { mode, limit });
        expect(suggestions.length).toBeLessThanOrEqual(limit);
        expect(suggestions.every(isCatalogueSymbol)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("parseTicker over the whole catalogue", () => {
  const symbols = listSymbols();

  it.each(TICKER_MODES)(
    "reaches every symbol by its venue or provider and quoted ticker in %s mode",
    (mode) => {
      for (const symbol of symbols) {
        const venue = symbol.exchange ?? symbol.provider;
        const result = parseTicker(`${venue}:"${symbol.ticker.toLowerCase()}"`, { mode });
        expect(result.ok && result.symbol.id, `${venue}:${symbol.ticker}`).toBe(symbol.id);
      }
    },
  );

  it("resolves every ticker to a listing of that ticker in traditional mode", () => {
    for (const { ticker } of symbols) {
      const result = parseTicker(ticker, { mode: "traditional" });
      expect(result.ok && result.symbol.ticker, ticker).toBe(ticker);
    }
  });

  it("resolves every quoted ticker to a listing of that ticker in crypto mode", () => {
    for (const { ticker } of symbols) {
      const result = parseTicker(`"${ticker}"`, { mode: "crypto" });
      expect(result.ok && result.symbol.ticker, ticker).toBe(ticker);
    }
  });
});
