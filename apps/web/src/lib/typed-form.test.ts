import { listSymbols } from "@chartbot/symbol-catalogue";
import { parseTicker } from "@chartbot/ticker-parser";
import { describe, expect, it } from "vitest";
import { typedForm } from "./typed-form";

describe("typedForm", () => {
  it("gives every catalogue symbol an input that resolves to exactly that symbol", () => {
    for (const symbol of listSymbols()) {
      const input = typedForm(symbol);
      const result = parseTicker(input, { mode: "traditional" });
      expect(result.ok && result.symbol.id, `${input} -> ${symbol.provider} ${symbol.ticker}`).toBe(
        symbol.id,
      );
    }
  });

  it("uses the bare ticker when it is unambiguous", () => {
    const apple = listSymbols({ text: "apple" }).find((symbol) => symbol.ticker === "AAPL");
    expect(apple && typedForm(apple)).toBe("aapl");
  });
});
