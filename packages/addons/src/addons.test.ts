import { describe, expect, it } from "vitest";
import { ADDON_SLUGS, ADDONS, formatPrice, getAddon, isAddonSlug } from "./addons.ts";
import { LIMITS } from "./limits.ts";
import { AddonSlugSchema } from "./schema.ts";

describe("the add-on catalogue", () => {
  it("has the six add-ons of the product with their names, in pricing-page order", () => {
    expect(ADDONS.map((addon) => `${addon.slug} (${addon.name})`)).toEqual([
      "advanced-charting (Advanced Charting)",
      "scheduled-posting (Scheduled Posting)",
      "tradingview-layouts (TradingView Layouts)",
      "price-satellite-bots (Price Satellite Bots)",
      "price-alerts (Price Alerts)",
      "bot-license (Bot License)",
    ]);
    expect(ADDON_SLUGS).toEqual(ADDONS.map((addon) => addon.slug));
  });

  it("marks only TradingView Layouts as new", () => {
    expect(ADDONS.filter((addon) => addon.isNew).map((addon) => addon.slug)).toEqual(["tradingview-layouts"]);
  });

  it("gives every add-on a positive whole-cent price, a trial of 0-30 days and a unique Stripe lookup key", () => {
    for (const addon of ADDONS) {
      expect(Number.isInteger(addon.monthlyPriceCents) && addon.monthlyPriceCents > 0, addon.slug).toBe(true);
      expect(addon.trialDays).toBeGreaterThanOrEqual(0);
      expect(addon.trialDays).toBeLessThanOrEqual(30);
      expect(addon.maxQuantity).toBeGreaterThanOrEqual(1);
      expect(addon.features.length).toBeGreaterThan(0);
    }
    expect(new Set(ADDONS.map((addon) => addon.stripeLookupKey)).size).toBe(ADDONS.length);
  });

  it("sells the account-wide add-on one slot at a time", () => {
    expect(ADDONS.filter((addon) => addon.unit === "account").every((addon) => addon.maxQuantity === 1)).toBe(
      true,
    );
  });

  it("keeps the limit of 10 paid satellites per community", () => {
    expect(LIMITS.paidSatellitesPerCommunity).toBe(10);
    expect(getAddon("price-satellite-bots")?.limits).toContainEqual({
      label: "Paid satellites per community",
      value: "10",
    });
  });

  it("looks add-ons up by slug and rejects anything else", () => {
    expect(getAddon("price-alerts")?.name).toBe("Price Alerts");
    expect(getAddon("nope")).toBeUndefined();
    expect(isAddonSlug("bot-license")).toBe(true);
    expect(isAddonSlug("__proto__")).toBe(false);
    expect(AddonSlugSchema.safeParse("scheduled-posting").success).toBe(true);
    expect(AddonSlugSchema.safeParse("Scheduled-Posting").success).toBe(false);
  });
});

describe("formatPrice", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatPrice(1500)).toBe("$15");
    expect(formatPrice(250)).toBe("$2.50");
    expect(formatPrice(99)).toBe("$0.99");
  });
});
