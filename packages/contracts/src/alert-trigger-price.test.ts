import { describe, expect, it } from "vitest";
import { triggerPriceIssue } from "./alert-trigger-price.ts";

describe("triggerPriceIssue", () => {
  it.each([
    ["above", 100, 100.5],
    ["above", 100, 100],
    ["below", 100, 99.5],
    ["below", 100, 100],
  ] as const)("accepts an %s %s alert fired at %s", (placement, level, price) => {
    expect(triggerPriceIssue({ placement, level }, price)).toBeNull();
  });

  it.each([
    ["above", 100, 99.99, "price: 99.99 is not at or above the alert's level of 100"],
    ["below", 100, 100.01, "price: 100.01 is not at or below the alert's level of 100"],
  ] as const)("refuses an %s %s alert fired at %s", (placement, level, price, words) => {
    expect(triggerPriceIssue({ placement, level }, price)).toBe(
      `${words}, so the alert cannot have fired at it`,
    );
  });

  it.each([0.01, 99, 100, 101, 1e9])(
    "accepts a crosses alert fired at %s: one price cannot tell which way it crossed",
    (price) => {
      expect(triggerPriceIssue({ placement: "crosses", level: 100 }, price)).toBeNull();
    },
  );

  it.each([0.01, 1, 1e9])(
    "accepts a percent move fired at %s: the window's start price is not reported",
    (price) => {
      expect(triggerPriceIssue({ placement: "percent_move", level: null }, price)).toBeNull();
    },
  );
});
