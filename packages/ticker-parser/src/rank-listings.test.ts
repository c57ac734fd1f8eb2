import { findByTicker } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { EXCHANGE_PREFERENCE, isCryptoListing, rankListings } from "./rank-listings.js";

const where = (ticker: string, mode: "traditional" | "crypto") =>
  rankListings(findByTicker(ticker), mode).map((symbol) => symbol.subSource || symbol.provider);

describe("rankListings", () => {
  it("puts CoinGecko before CCXT exchanges in catalogue exchange order in traditional mode", () => {
    expect(where("BTCUSD", "traditional")).toEqual(["CoinGecko", "bitmex", "bybit"]);
    expect(where("ETHUSDT", "traditional")).toEqual(
      findByTicker("ETHUSDT").map((symbol) => symbol.subSource),
    );
  });

  it("puts Binance, Bybit, other CCXT exchanges, then CoinGecko first in crypto mode", () => {
    expect(EXCHANGE_PREFERENCE.crypto).toEqual([
      "binance",
      "bybit",
      "bitmex",
      "huobi",
      "gate",
      "kucoin",
      "poloniex",
    ]);
    expect(where("BTCUSD", "crypto")).toEqual(["bybit", "bitmex", "CoinGecko"]);
  });

  it("puts CNN Business first in traditional mode and Alternative.me first in crypto mode", () => {
    expect(where("FGI", "traditional")).toEqual(["CNN Business", "Alternative.me"]);
    expect(where("FGI", "crypto")).toEqual(["Alternative.me", "CNN Business"]);
  });

  it("counts Twelvedata and CNN Business as traditional, every other provider as crypto", () => {
    const [stock] = findByTicker("AAPL");
    const [aero] = findByTicker("AEROUSD");
    expect(stock && isCryptoListing(stock)).toBe(false);
    expect(aero && isCryptoListing(aero)).toBe(true);
  });

  it("does not reorder its input", () => {
    const listings = findByTicker("BTCUSD");
    const before = [...listings];
    rankListings(listings, "crypto");
    expect(listings).toEqual(before);
  });
});
