import { tableScroller } from "@/components/layout.css";
import * as styles from "./symbol-browser.css";
import type { SymbolGroupData } from "./symbol-data";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * About the height of a group's heading and description, and of one row, in the phone layout (as Lighthouse's
 * mobile preset sees it), where each row is a stacked card: ticker and what to type, the name, then source and
 * provider, each under its column's name.
 */
const GROUP_CHROME_PX = 110;
const ROW_PX = 139;

/** The id of an asset class's heading (the section is labelled by it). */
export const groupHeadingId = (assetClass: string) => `class-${assetClass}`;

/**
 * The catalogue's tables as static HTML: one section per asset class (`data-asset-class`), its heading with the
 * number of rows shown (`data-count`), and a table whose rows are the symbols (ticker, name, source, provider,
 * what to type; each cell names its column in `data-label`, shown on phones where rows stack). The page inserts it with `dangerouslySetInnerHTML`, so React neither ships the rows as
 * elements nor hydrates them (about 1,200 elements: most of the page's main-thread work when it was a React
 * tree); the filter shows and hides rows in place.
 */
export function symbolTablesHtml(groups: readonly SymbolGroupData[]): string {
  return groups
    .map((group) => {
      const rows = group.symbols
        .map(
          (symbol) =>
            `<tr><th scope="row" class="${styles.ticker}">${escapeHtml(symbol.ticker)}</th><td data-label="Name">${escapeHtml(symbol.name)}</td><td data-label="Source">${escapeHtml(symbol.source)}</td><td data-label="Provider">${escapeHtml(symbol.provider)}</td><td data-label="Type it as"><code>${escapeHtml(symbol.typed)}</code></td></tr>`,
        )
        .join("");
      const id = groupHeadingId(group.assetClass);
      // Until a group is rendered (content-visibility), it takes about its real height: heading and rows.
      const estimatedHeight = GROUP_CHROME_PX + ROW_PX * group.symbols.length;
      return `<section aria-labelledby="${id}" class="${styles.group}" style="contain-intrinsic-size:auto ${estimatedHeight}px" data-asset-class="${escapeHtml(group.assetClass)}"><h2 id="${id}" class="${styles.groupHeading}">${escapeHtml(group.label)} <span class="${styles.groupCount}">(<span data-count>${group.symbols.length}</span>)</span></h2><p class="${styles.groupDescription}">${escapeHtml(group.description)}</p><section aria-label="${escapeHtml(`${group.label} symbols`)}" tabindex="0" class="${tableScroller}"><table class="${styles.table}"><thead><tr><th scope="col">Ticker</th><th scope="col">Name</th><th scope="col">Source</th><th scope="col">Provider</th><th scope="col">Type it as</th></tr></thead><tbody>${rows}</tbody></table></section></section>`;
    })
    .join("");
}
