import { rowMatches, type SymbolFilterState, searchWords } from "./symbol-data";

/**
 * Shows the rows of the static tables (`symbolTablesHtml`) that match the filter and hides the others, hides
 * asset classes without a match, updates each heading's count, and returns how many rows are shown.
 */
export function filterSymbolTables(container: HTMLElement, filter: SymbolFilterState): number {
  const words = searchWords(filter.text);
  let shown = 0;
  for (const section of container.querySelectorAll<HTMLElement>("section[data-asset-class]")) {
    const assetClass = section.dataset.assetClass ?? "";
    let shownInGroup = 0;
    for (const row of section.querySelectorAll<HTMLTableRowElement>("tbody tr")) {
      const cells = Array.from(row.cells, (cell) => cell.textContent ?? "");
      const match = rowMatches(
        { assetClass, provider: cells[3] ?? "", text: cells.join(" ") },
        filter,
        words,
      );
      row.hidden = !match;
      if (match) shownInGroup += 1;
    }
    section.hidden = shownInGroup === 0;
    const count = section.querySelector("[data-count]");
    if (count) count.textContent = String(shownInGroup);
    shown += shownInGroup;
  }
  return shown;
}
