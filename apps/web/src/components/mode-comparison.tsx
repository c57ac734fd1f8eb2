import { venueName } from "@chartbot/symbol-catalogue";
import { MODE_LABELS, type ParseResult, parseTicker, TICKER_MODES } from "@chartbot/ticker-parser";
import { stack } from "@chartbot/ui/stack";
import * as layout from "./layout.css";
import * as styles from "./mode-comparison.css";
import * as tableStyles from "./options-table.css";
import { ParserPlayground } from "./parser-playground/parser-playground";
import { ParserResults } from "./parser-playground/parser-results";
import { resolveInBothModes } from "./parser-playground/ticker-resolution";
import { ScrollRegion } from "./scroll-region";

/** The sections `ModeComparison` adds, for the page's "On this page" list. */
export const MODE_COMPARISON_TOC = [
  { id: "try-the-parser", label: "Try the parser" },
  { id: "mode-comparison", label: "Traditional or crypto" },
] as const;

/** What the parser box holds when the page loads: the input the two modes disagree on most visibly. */
export const PLAYGROUND_INITIAL_INPUT = "BTC";

/** Inputs that show where the two modes agree and where they differ. */
export const COMPARISON_INPUTS = [
  "btc",
  "eth",
  '"eth"',
  "sol",
  "btcusd",
  "btc/usdt",
  "binance:btc",
  "aapl",
  "eurusd",
  "fgi",
  "btc.d",
] as const;

/** One cell of the comparison: the market a ticker resolves to, or what the bot suggests instead. */
export function describeResult(result: ParseResult): string {
  if (result.ok) {
    const completed = result.completed ? ", completed" : "";
    return `${result.symbol.ticker} · ${result.symbol.name} (${venueName(result.symbol)}${completed})`;
  }
  const suggestions = result.suggestions.slice(0, 2).map((symbol) => symbol.ticker);
  return suggestions.length > 0 ? `Not found: did you mean ${suggestions.join(" or ")}?` : "Not found";
}

/**
 * The two parsing modes side by side: a box where visitors type a ticker and see how each mode reads it (with
 * the modes' help texts), then how typical inputs resolve in each, computed with the real parser when the
 * page is built. The box's first results are rendered here too, so the page is complete before (or without)
 * its script; the parser itself reaches the browser only when the box is used.
 */
export function ModeComparison() {
  return (
    <>
      <section aria-labelledby="try-the-parser-heading" id="try-the-parser" className={stack({ gap: "lg" })}>
        <h2 id="try-the-parser-heading" className={styles.heading}>
          Try the parser
        </h2>
        <p>
          Type a ticker and see how each mode reads it: the market it resolves to, or what Chartbot suggests
          when nothing matches.
        </p>
        <ParserPlayground
          initialInput={PLAYGROUND_INITIAL_INPUT}
          initialResults={
            <ParserResults
              resolution={resolveInBothModes(PLAYGROUND_INITIAL_INPUT)}
              input={PLAYGROUND_INITIAL_INPUT}
            />
          }
        />
      </section>
      <ModeTable />
    </>
  );
}

/** How typical inputs resolve in each mode, as a table computed when the page is built. */
function ModeTable() {
  return (
    <section aria-labelledby="mode-comparison-heading" id="mode-comparison" className={stack({ gap: "lg" })}>
      <h2 id="mode-comparison-heading" className={styles.heading}>
        Traditional or crypto: the same input, side by side
      </h2>
      <ScrollRegion label="How inputs resolve in each mode" className={layout.tableScroller}>
        <table className={tableStyles.table}>
          <caption className={tableStyles.caption}>How inputs resolve in each mode</caption>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.headCell}>
                You type
              </th>
              {TICKER_MODES.map((mode) => (
                <th key={mode} scope="col" className={tableStyles.headCell}>
                  {MODE_LABELS[mode]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_INPUTS.map((input) => (
              <tr key={input}>
                <th scope="row" className={styles.inputCell}>
                  <code>{input}</code>
                </th>
                {TICKER_MODES.map((mode) => (
                  <td key={mode} className={tableStyles.cell}>
                    {describeResult(parseTicker(input, { mode }))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
