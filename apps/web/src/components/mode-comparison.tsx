import { MODE_HELP, MODE_LABELS, type ParseResult, parseTicker, TICKER_MODES } from "@chartbot/ticker-parser";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { venueName } from "@/lib/venue-name";
import * as styles from "./mode-comparison.css";
import * as tableStyles from "./options-table.css";
import { ScrollRegion } from "./scroll-region";

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
 * The two parsing modes side by side: their help texts, and how typical inputs resolve in each, computed
 * with the real parser when the page is built.
 */
export function ModeComparison() {
  return (
    <section aria-labelledby="mode-comparison-heading" id="mode-comparison" className={styles.section}>
      <h2 id="mode-comparison-heading" className={styles.heading}>
        Traditional or crypto: the same input, side by side
      </h2>
      <div className={styles.modes}>
        {TICKER_MODES.map((mode) => (
          <Card key={mode} padding="sm">
            <CardTitle>{MODE_LABELS[mode]}</CardTitle>
            <CardDescription>{MODE_HELP[mode]}</CardDescription>
          </Card>
        ))}
      </div>
      <ScrollRegion label="How inputs resolve in each mode" className={tableStyles.scroller}>
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
