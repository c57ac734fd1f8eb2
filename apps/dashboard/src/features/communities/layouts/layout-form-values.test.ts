import { describe, expect, it } from "vitest";
import { isTradingViewChartUrl, toLayoutBody, validateLayoutLabel } from "./layout-form-values";

describe("layout validation", () => {
  it.each([
    "https://www.tradingview.com/chart/AbCd1234/",
    "https://tradingview.com/chart/AbCd1234",
    "https://www.tradingview.com/chart/AbCd_12-34/?symbol=BTCUSD",
  ])("accepts the TradingView chart URL %s", (url) => {
    expect(isTradingViewChartUrl(url)).toBe(true);
  });

  it.each([
    "http://www.tradingview.com/chart/AbCd1234/",
    "https://evil.example/chart/AbCd1234/",
    "https://www.tradingview.com:8443/chart/AbCd1234/",
    "https://user:pass@www.tradingview.com/chart/AbCd1234/",
    "https://www.tradingview.com/symbols/BTCUSD/",
    "not a url",
  ])("refuses %s", (url) => {
    expect(isTradingViewChartUrl(url)).toBe(false);
  });

  it("checks labels as the API does", () => {
    expect(validateLayoutLabel("BTC daily")).toBeUndefined();
    expect(validateLayoutLabel("Größe 1.0_a-b")).toBeUndefined();
    expect(validateLayoutLabel("")).toMatch(/Enter a label/);
    expect(validateLayoutLabel("-start")).toMatch(/starting with a letter or digit/);
    expect(validateLayoutLabel("a/b")).toMatch(/letters, digits/);
    expect(validateLayoutLabel("x".repeat(51))).toBe("Use at most 50 characters.");
  });

  it("builds a trimmed body", () => {
    expect(
      toLayoutBody({
        label: " BTC ",
        url: " https://www.tradingview.com/chart/AbCd1234/ ",
        theme: "light",
        wide: true,
      }),
    ).toEqual({
      ok: true,
      body: { label: "BTC", url: "https://www.tradingview.com/chart/AbCd1234/", theme: "light", wide: true },
    });
  });
});
