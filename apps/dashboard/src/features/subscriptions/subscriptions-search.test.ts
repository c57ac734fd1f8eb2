import { describe, expect, it } from "vitest";
import { parseSubscriptionsSearch } from "./subscriptions-search";

const slugs = ["scheduled-posting", "price-alerts"];
const read = (query: string) => parseSubscriptionsSearch(new URLSearchParams(query), slugs);

describe("parseSubscriptionsSearch", () => {
  it("pre-selects the add-on of ?addon=", () => {
    expect(read("addon=scheduled-posting")).toEqual({ addon: "scheduled-posting", checkout: null });
    expect(read("addon=Price-Alerts")).toEqual({ addon: "price-alerts", checkout: null });
  });

  it("ignores an add-on that is not in the catalogue", () => {
    expect(read("addon=free-money").addon).toBeNull();
    expect(read("").addon).toBeNull();
  });

  it("reads Stripe's return", () => {
    expect(read("checkout=success&addon=price-alerts")).toEqual({
      addon: "price-alerts",
      checkout: "success",
    });
    expect(read("checkout=canceled").checkout).toBe("canceled");
    expect(read("checkout=maybe").checkout).toBeNull();
  });
});
