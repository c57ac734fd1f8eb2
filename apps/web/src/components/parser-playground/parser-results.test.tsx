import { MODE_HELP } from "@chartbot/ticker-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ParserResults } from "./parser-results";
import { resolveInBothModes } from "./ticker-resolution";

const render = (input: string, onPick?: (typed: string) => void) =>
  renderToStaticMarkup(
    <ParserResults resolution={resolveInBothModes(input)} input={input} onPick={onPick} />,
  );

describe("ParserResults", () => {
  it("shows both modes with the spec's help texts, for any input", () => {
    for (const input of ["", "BTC", "x".repeat(10_000)]) {
      const html = render(input);
      expect(html).toContain('aria-labelledby="try-traditional"');
      expect(html).toContain('aria-labelledby="try-crypto"');
      for (const help of Object.values(MODE_HELP)) expect(html).toContain(help.replace(/"/g, "&quot;"));
    }
  });

  it("renders suggestions as text on the server and as buttons once it can fill the box", () => {
    expect(render("BTC")).toContain('<code class="');
    expect(render("BTC")).not.toContain("<button");
    expect(render("BTC", () => {})).toContain('<button type="button"');
  });

  it("prompts for input when the box is empty and never repeats what was typed", () => {
    expect(render("")).toContain("Type a ticker to compare the modes");
    expect(render("🚀".repeat(5000))).not.toContain("🚀");
  });

  it("says whether the modes agree, differ or both miss", () => {
    expect(render("BTC")).toContain("The two modes read this differently.");
    expect(render("AAPL")).toContain("Both modes read this the same way.");
    expect(render("nonsense")).toContain("Neither mode finds a market for this.");
  });
});
