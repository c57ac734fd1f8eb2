import { describe, expect, it } from "vitest";
import { CreateLayoutBodySchema, UpdateLayoutBodySchema } from "./layouts.ts";

describe("layout bodies", () => {
  it("normalises a TradingView layout URL and fills the defaults", () => {
    const body = CreateLayoutBodySchema.parse({
      label: "Daily",
      url: " https://tradingview.com/chart/AbCd1234 ",
    });
    expect(body).toEqual({
      label: "Daily",
      url: "https://tradingview.com/chart/AbCd1234",
      theme: "dark",
      wide: false,
    });
  });

  it("refuses a URL of another host and an empty change", () => {
    expect(
      CreateLayoutBodySchema.safeParse({ label: "x", url: "https://example.com/chart/AbCd/" }).success,
    ).toBe(false);
    expect(UpdateLayoutBodySchema.safeParse({}).success).toBe(false);
  });
});
