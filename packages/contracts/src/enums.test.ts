import { ADDON_SLUGS } from "@chartbot/addons";
import { TICKER_MODES } from "@chartbot/ticker-parser";
import { describe, expect, it } from "vitest";
import { TickerModeSchema } from "./markets.ts";
import { CheckoutBodySchema } from "./payments.ts";
import { SubscriptionStatusSchema } from "./subscriptions.ts";
import { CreateCredentialBodySchema, TRADING_EXCHANGES } from "./trading.ts";

describe("shared enums", () => {
  it("takes the ticker modes from the parser and the add-on slugs from the catalogue", () => {
    expect(TickerModeSchema.options).toEqual([...TICKER_MODES]);
    for (const addon of ADDON_SLUGS) expect(CheckoutBodySchema.safeParse({ addon }).success).toBe(true);
    expect(CheckoutBodySchema.safeParse({ addon: "price-satellites" }).success).toBe(false);
  });

  it("refuses a subscription status Stripe's mapping never gives", () => {
    expect(SubscriptionStatusSchema.safeParse("past_due").success).toBe(true);
    expect(SubscriptionStatusSchema.safeParse("unpaid").success).toBe(false);
  });

  it("names trading exchanges as the symbol catalogue writes them", () => {
    expect(TRADING_EXCHANGES).toContainEqual({ id: "bitmex", name: "BitMEX", liveTrading: false });
    expect(TRADING_EXCHANGES).toContainEqual({
      id: "binance-futures",
      name: "Binance Futures",
      liveTrading: true,
    });
  });

  it("refuses a credential for an exchange that takes no keys, or with the key as its secret", () => {
    const key = "abcdefghijklmnop12";
    const body = { label: "Main", exchange: "kucoin", apiKey: key, apiSecret: `${key}${key}` };
    expect(CreateCredentialBodySchema.safeParse(body).success).toBe(false);
    expect(CreateCredentialBodySchema.safeParse({ ...body, exchange: "bybit" }).success).toBe(true);
    expect(
      CreateCredentialBodySchema.safeParse({
        ...body,
        exchange: "bybit",
        apiSecret: `${key}${key}`,
        apiKey: `${key}${key}`,
      }).success,
    ).toBe(false);
  });
});
