import { describe, expect, it } from "vitest";
import { CCXT_EXCHANGES } from "./types.js";
import { EXCHANGE_NAMES, exchangeName, venueName } from "./venue-name.js";

describe("venueName", () => {
  it("writes a CCXT exchange as people do", () => {
    expect(venueName({ exchange: "bitmex", provider: "CCXT" })).toBe("BitMEX");
    expect(venueName({ exchange: "kucoin", provider: "CCXT" })).toBe("KuCoin");
  });

  it("keeps a listing venue as the catalogue writes it", () => {
    expect(venueName({ exchange: "NASDAQ", provider: "Twelvedata" })).toBe("NASDAQ");
  });

  it("names the provider of an aggregate feed, which has no exchange", () => {
    expect(venueName({ exchange: null, provider: "CoinGecko" })).toBe("CoinGecko");
    expect(venueName({ provider: "CoinGecko" })).toBe("CoinGecko");
  });

  it("does not read names off the object prototype", () => {
    expect(exchangeName("toString")).toBe("toString");
  });

  it("names every CCXT exchange of the catalogue, each in its own spelling", () => {
    expect(Object.keys(EXCHANGE_NAMES).sort()).toEqual([...CCXT_EXCHANGES].sort());
    for (const exchange of CCXT_EXCHANGES)
      expect(venueName({ exchange, provider: "CCXT" })).not.toBe(exchange);
  });
});
