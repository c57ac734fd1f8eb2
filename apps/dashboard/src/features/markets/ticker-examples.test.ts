import { parseTicker, TICKER_MODES } from "@chartbot/ticker-parser";
import { describe, expect, it } from "vitest";
import { TICKER_EXAMPLES, tickerExamplesSentence, tickerPlaceholder } from "./ticker-examples";

describe("ticker examples", () => {
  it.each(TICKER_MODES)("every example shown in %s mode resolves in that mode", (mode) => {
    expect(TICKER_EXAMPLES[mode].length).toBeGreaterThan(1);
    for (const example of TICKER_EXAMPLES[mode]) {
      expect({ example, ok: parseTicker(example, { mode }).ok }).toEqual({ example, ok: true });
    }
  });

  it("shows the mode's examples, and no BTC alone in traditional mode where it finds nothing", () => {
    expect(parseTicker("BTC", { mode: "traditional" }).ok).toBe(false);
    expect(tickerPlaceholder("traditional")).toBe("BTCUSDT, AAPL, EURUSD");
    expect(tickerPlaceholder("traditional")).not.toMatch(/\bBTC\b/);
    expect(tickerPlaceholder("crypto")).toBe("BTC, ETH, binance:ETHUSDT");
    expect(tickerExamplesSentence("traditional")).toBe("Type a ticker such as BTCUSDT, AAPL or EURUSD.");
    expect(tickerExamplesSentence("crypto")).toBe("Type a ticker such as BTC, ETH or binance:ETHUSDT.");
  });
});
