import { describe, expect, it } from "vitest";
import { ASSET_NAMES, TWELVEDATA_MARKETS } from "./data/markets.js";
import { catalogue, listSymbols } from "./lookup.js";
import { CatalogueSchema } from "./schema.js";
import { ASSET_CLASSES, CCXT_EXCHANGES, DEFAULT_SYMBOL_IDS, PROVIDERS, SUB_SOURCES } from "./types.js";

const entries = Object.entries(catalogue);

describe("the catalogue data", () => {
  it("holds about 130 symbols", () => {
    expect(entries.length).toBeGreaterThanOrEqual(120);
    expect(entries.length).toBeLessThanOrEqual(140);
  });

  it("uses numeric-string ids without leading zeros, each once", () => {
    for (const [id] of entries) expect(id).toMatch(/^[1-9][0-9]{0,19}$/);
    expect(new Set(entries.map(([id]) => BigInt(id))).size).toBe(entries.length);
  });

  it("pairs every provider with a sub-source it allows", () => {
    for (const [id, [provider, subSource]] of entries) {
      expect(PROVIDERS, id).toContain(provider);
      expect(SUB_SOURCES[provider], `${id} ${provider}`).toContain(subSource);
    }
  });

  it("lists no provider + sub-source + ticker twice", () => {
    const keys = entries.map(([, entry]) => entry.join("|"));
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it("passes its own published schema", () => {
    expect(CatalogueSchema.safeParse(catalogue).success).toBe(true);
  });

  it("keeps the two default ids on CoinGecko BTCUSD and ETHUSD", () => {
    expect(DEFAULT_SYMBOL_IDS).toEqual(["751080162300526653", "751080770243657779"]);
    expect(catalogue["751080162300526653"]).toEqual(["CoinGecko", "", "BTCUSD"]);
    expect(catalogue["751080770243657779"]).toEqual(["CoinGecko", "", "ETHUSD"]);
  });

  it("uses every provider, every CCXT exchange and every asset class", () => {
    const symbols = listSymbols();
    expect(new Set(symbols.map((s) => s.provider))).toEqual(new Set(PROVIDERS));
    expect(new Set(listSymbols({ provider: "CCXT" }).map((s) => s.subSource))).toEqual(
      new Set(CCXT_EXCHANGES),
    );
    expect(new Set(symbols.map((s) => s.assetClass))).toEqual(new Set(ASSET_CLASSES));
  });

  it("has the Fear and Greed index from both providers and the four dominance series", () => {
    expect(listSymbols({ assetClass: "sentiment" }).map((s) => [s.provider, s.ticker])).toEqual([
      ["Alternative.me", "FGI"],
      ["CNN Business", "FGI"],
    ]);
    expect(listSymbols({ assetClass: "dominance" }).map((s) => s.ticker)).toEqual([
      "BTC.D",
      "ETH.D",
      "SOL.D",
      "USDT.D",
    ]);
    expect(listSymbols({ assetClass: "metal" }).map((s) => s.ticker)).toEqual(["XAUUSD", "XAGUSD"]);
    expect(listSymbols({ assetClass: "halving" }).map((s) => s.ticker)).toContain("BTC.HALVING");
  });

  it("describes every Twelvedata ticker in its market table, and nothing else", () => {
    const twelvedata = listSymbols({ provider: "Twelvedata" }).map((s) => s.ticker);
    expect(new Set(twelvedata)).toEqual(new Set(Object.keys(TWELVEDATA_MARKETS)));
  });

  it("gives every pair a base and quote with names, and every symbol a name", () => {
    for (const symbol of listSymbols()) {
      expect(symbol.name, symbol.id).not.toBe("");
      const isPair = ["crypto", "forex", "metal", "on-chain"].includes(symbol.assetClass);
      expect(Boolean(symbol.base && symbol.quote), `${symbol.id} ${symbol.ticker}`).toBe(isPair);
      if (isPair) expect(`${symbol.base}${symbol.quote}`).toBe(symbol.ticker);
      if (isPair) expect(ASSET_NAMES, symbol.ticker).toHaveProperty([symbol.base as string]);
      if (isPair) expect(ASSET_NAMES, symbol.ticker).toHaveProperty([symbol.quote as string]);
    }
  });

  it("cannot be changed by a caller", () => {
    const id = DEFAULT_SYMBOL_IDS[0];
    expect(() => {
      (catalogue as Record<string, unknown>)[id] = ["CCXT", "binance", "X"];
    }).toThrow(TypeError);
    expect(() => {
      (catalogue[id] as unknown as string[])[2] = "X";
    }).toThrow(TypeError);
    expect(catalogue[id]?.[2]).toBe("BTCUSD");
  });
});
