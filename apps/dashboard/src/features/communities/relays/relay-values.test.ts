import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, excerptOf, failureWords, parseWords } from "./relay-values";

describe("relay message words", () => {
  it("cuts a long or multi-line message to one line of the excerpt's length", () => {
    expect(excerptOf("Long BTC\n  at 97,250")).toBe("Long BTC at 97,250");
    const long = excerptOf("x".repeat(500));
    expect(long).toHaveLength(EXCERPT_LENGTH);
    expect(long.endsWith("…")).toBe(true);
  });

  it("says what was parsed: the market, the chart and the role, or that there was none", () => {
    const ticker = { input: "btcusdt", symbolId: "1", label: "BTCUSDT (Binance)" };
    expect(parseWords({ ticker, chart: "15m", role: "Signals" })).toBe(
      "BTCUSDT (Binance) · 15m chart · mentions @Signals",
    );
    expect(parseWords({ ticker: null, chart: null, role: null })).toBe("No ticker · no chart");
  });

  it("says why the bot could not post, and nothing for a posted or waiting message", () => {
    expect(failureWords({ status: "failed", failureReason: "Missing Access" })).toBe("Missing Access");
    expect(failureWords({ status: "failed", failureReason: null })).toBe("The bot gave no reason.");
    expect(failureWords({ status: "delivered", failureReason: null })).toBeNull();
    expect(failureWords({ status: "queued", failureReason: null })).toBeNull();
  });
});
