import { describe, expect, it } from "vitest";
import { parseRichText, plainText } from "./parse-rich-text";

describe("parseRichText", () => {
  it("splits code, strong text and links out of plain text", () => {
    expect(parseRichText("Type `c btc` or read **Charting** in [the docs](/features/charting).")).toEqual([
      { type: "text", value: "Type " },
      { type: "code", value: "c btc" },
      { type: "text", value: " or read " },
      { type: "strong", value: "Charting" },
      { type: "text", value: " in " },
      { type: "link", label: "the docs", href: "/features/charting" },
      { type: "text", value: "." },
    ]);
  });

  it("keeps text without markup as one token and unmatched markers as text", () => {
    expect(parseRichText("No markup here")).toEqual([{ type: "text", value: "No markup here" }]);
    expect(parseRichText("a ` lone backtick and [no link]")).toEqual([
      { type: "text", value: "a ` lone backtick and [no link]" },
    ]);
  });

  it("reduces markup to what a reader sees", () => {
    expect(plainText("Use `p eth` in [Prices](/features/prices), **now**")).toBe("Use p eth in Prices, now");
  });
});
