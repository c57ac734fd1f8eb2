import type { AlertPriceSeries, SymbolPrice } from "@chartbot/contracts/prices";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { describeSeries } from "./alert-price-chart-loader";
import { AlertPriceContext, describePriceContext, formatDistance, typedLevel } from "./alert-price-context";

const price = (changes: Partial<SymbolPrice> = {}): SymbolPrice => ({
  symbolId: "1",
  price: 100_000,
  observedAt: "2026-11-30T03:00:00.000Z",
  ageSeconds: 20,
  stale: false,
  ...changes,
});

describe("describePriceContext", () => {
  it("gives the price and the level's signed distance in percent", () => {
    expect(describePriceContext(price(), 105_000)).toEqual({
      text: "Current price 100,000. Your level is +5.0% from it.",
      far: false,
    });
    expect(describePriceContext(price(), 99_900).text).toBe(
      "Current price 100,000. Your level is -0.10% from it.",
    );
    expect(describePriceContext(price(), null).text).toBe("Current price 100,000.");
  });

  it("hides the distance of a stale price and of none, saying it was not reported in the last 5 minutes", () => {
    const stale = describePriceContext(price({ stale: true }), 105_000);
    expect(stale.text).toBe(
      "Last price 100,000, but not reported in the last 5 minutes, so the distance to your level is not shown.",
    );
    expect(stale.text).not.toContain("%");
    expect(describePriceContext(price({ price: null, stale: true }), 1).text).toMatch(
      /^No price reported in the last 5 minutes/,
    );
    expect(describePriceContext(undefined, 1).far).toBe(false);
  });

  it("calls a level far outside 0.2x to 5x of the price, and not at the band's edges", () => {
    expect(describePriceContext(price(), 500_001).far).toBe(true);
    expect(describePriceContext(price(), 19_999).far).toBe(true);
    expect(describePriceContext(price(), 500_000).far).toBe(false);
    expect(describePriceContext(price(), 20_000).far).toBe(false);
    expect(describePriceContext(price({ stale: true }), 900_000).far).toBe(false);
  });

  it("reads a typed level with grouping and refuses what is not a positive number", () => {
    expect(typedLevel("65,000.5")).toBe(65_000.5);
    expect(typedLevel("")).toBeNull();
    expect(typedLevel("abc")).toBeNull();
    expect(typedLevel("-4")).toBeNull();
    expect(formatDistance(12.345)).toBe("+12.3%");
  });
});

describe("AlertPriceContext", () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it("asks the API for the symbol's price and warns of a far level", async () => {
    api = installFakeApi([
      { method: "GET", path: /\/api\/prices\?symbols=1$/, reply: () => ({ body: { prices: [price()] } }) },
    ]);
    renderWithProviders(<AlertPriceContext symbolId="1" level="600000" usesLevel />);
    expect(await screen.findByText("Current price 100,000. Your level is +500.0% from it.")).toBeTruthy();
    expect(screen.getByText("This level is far from the current price")).toBeTruthy();
  });
});

describe("describeSeries", () => {
  it("says the chart's span, range and level in words, or that there is nothing to show", () => {
    const series: AlertPriceSeries = {
      symbolId: "1",
      level: 105_000,
      points: [
        { price: 98_000, observedAt: "2026-11-30T02:00:00.000Z" },
        { price: 101_000, observedAt: "2026-11-30T02:30:00.000Z" },
        { price: 100_000, observedAt: "2026-11-30T03:00:00.000Z" },
      ],
      latest: price(),
    };
    expect(describeSeries(series)).toMatch(
      /^3 prices reported from .+: first 98,000, last 100,000, low 98,000, high 101,000\. Your level: 105,000\.$/,
    );
    expect(describeSeries({ ...series, points: [] })).toBe(
      "No prices reported for this market in the last 24 hours.",
    );
  });
});
