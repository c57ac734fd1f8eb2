import { CCXT_EXCHANGES } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { venueName } from "./venue-name";

describe("venueName", () => {
  it("names every CCXT exchange in its own spelling", () => {
    for (const exchange of CCXT_EXCHANGES)
      expect(venueName({ exchange, provider: "CCXT" })).not.toBe(exchange);
    expect(venueName({ exchange: "bitmex", provider: "CCXT" })).toBe("BitMEX");
  });

  it("keeps listing venues and falls back to the provider", () => {
    expect(venueName({ exchange: "NASDAQ", provider: "Twelvedata" })).toBe("NASDAQ");
    expect(venueName({ provider: "CoinGecko" })).toBe("CoinGecko");
  });
});
