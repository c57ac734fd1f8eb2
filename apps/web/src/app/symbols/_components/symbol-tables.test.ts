import { describe, expect, it } from "vitest";
import { rowMatches, searchWords } from "./symbol-data";
import { escapeHtml, symbolTablesHtml } from "./symbol-tables-html";

const filter = (change: Partial<{ text: string; assetClass: string; provider: string }>) => ({
  text: "",
  assetClass: "all",
  provider: "all",
  ...change,
});

describe("rowMatches", () => {
  const row = { assetClass: "stocks", provider: "Nasdaq", text: "AAPL Apple Inc. NASDAQ Nasdaq AAPL" };

  it("matches every word of the search in any case, and the asset class and provider exactly", () => {
    const match = (change: Parameters<typeof filter>[0]) =>
      rowMatches(row, filter(change), searchWords(change.text ?? ""));
    expect(match({})).toBe(true);
    expect(match({ text: "  apple   INC " })).toBe(true);
    expect(match({ text: "apple banana" })).toBe(false);
    expect(match({ assetClass: "stocks", provider: "Nasdaq" })).toBe(true);
    expect(match({ assetClass: "crypto" })).toBe(false);
    expect(match({ provider: "Blockchair" })).toBe(false);
  });
});

describe("symbolTablesHtml", () => {
  const html = symbolTablesHtml([
    {
      assetClass: "stock",
      label: "Stocks",
      description: "US stocks & funds",
      symbols: [
        { id: "a", ticker: "AAPL", name: "Apple <Inc>", source: "NASDAQ", provider: "Nasdaq", typed: "AAPL" },
        { id: "b", ticker: "MSFT", name: 'Micro"soft', source: "NASDAQ", provider: "Nasdaq", typed: "MSFT" },
      ],
    },
  ]);

  it("renders one labelled section per asset class with its count, and a row per symbol", () => {
    expect(html).toContain('<section aria-labelledby="class-stock"');
    expect(html).toContain('data-asset-class="stock"');
    expect(html).toContain('<h2 id="class-stock"');
    expect(html).toContain("Stocks <span");
    expect(html).toContain("(<span data-count>2</span>)");
    expect(html).toContain('aria-label="Stocks symbols" tabindex="0"');
    expect(html.match(/<tr><th scope="row"/g)).toHaveLength(2);
  });

  it("names each cell's column, which phones show when the rows stack", () => {
    expect(html).toContain(
      '<td data-label="Name">Apple &lt;Inc&gt;</td><td data-label="Source">NASDAQ</td><td data-label="Provider">Nasdaq</td><td data-label="Type it as"><code>AAPL</code></td>',
    );
  });

  it("escapes every value", () => {
    expect(html).toContain("Apple &lt;Inc&gt;");
    expect(html).toContain("Micro&quot;soft");
    expect(html).toContain("US stocks &amp; funds");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
