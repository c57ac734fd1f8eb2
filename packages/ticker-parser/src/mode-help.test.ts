import { describe, expect, it } from "vitest";
import { MODE_HELP, MODE_LABELS } from "./mode-help.js";
import { parseTicker } from "./parse-ticker.js";
import { TICKER_MODES } from "./types.js";

describe("mode help", () => {
  it("labels and explains every mode", () => {
    for (const mode of TICKER_MODES) {
      expect(MODE_LABELS[mode]).toMatch(/^[A-Z]/);
      expect(MODE_HELP[mode]).toContain("All markets remain available.");
    }
    expect(MODE_LABELS).toEqual({ traditional: "Traditional", crypto: "Crypto" });
  });

  it("tells traditional users that partial crypto pairs are not completed", () => {
    expect(MODE_HELP.traditional).toBe(
      "Unbiased: prioritises traditional markets on exchanges such as NASDAQ and NYSE and does not complete partial crypto pairs. All markets remain available.",
    );
  });

  it("tells crypto users that quotes turn completion off", () => {
    expect(MODE_HELP.crypto).toBe(
      'Crypto-biased: completes partial crypto pairs on the preferred exchanges first (Binance, then Bybit, then the others, so BTC becomes BTCUSDT on Binance), prefers exchanges such as Binance and Bybit, and can be overridden by wrapping a ticker in quotes, e.g. "ETH" for the NYSE stock ETH instead of Ethereum. All markets remain available.',
    );
  });

  it("gives an override example that a member can type in crypto mode and get the stock it names", () => {
    const example = /e\.g\. ("[A-Z]+")/.exec(MODE_HELP.crypto)?.[1] ?? "";
    const quoted = parseTicker(example, { mode: "crypto" });
    const bare = parseTicker(example.slice(1, -1), { mode: "crypto" });
    expect(quoted).toMatchObject({ ok: true, symbol: { assetClass: "stock", exchange: "NYSE" } });
    expect(bare).toMatchObject({ ok: true, symbol: { assetClass: "crypto" } });
  });
});
