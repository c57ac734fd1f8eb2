import { MODE_HELP, MODE_LABELS, TICKER_MODES } from "@chartbot/ticker-parser";
import { Callout } from "@chartbot/ui/callout";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { stack } from "@chartbot/ui/stack";
import * as styles from "./parser-results.css";
import {
  invalidReason,
  type ModeOutcome,
  type SymbolSummary,
  type TickerResolution,
} from "./ticker-resolution";

export interface ParserResultsProps {
  /** How both modes read the input (`resolveInBothModes`). */
  resolution: TickerResolution;
  /** What was typed, for the explanation of an input that is not a ticker. */
  input: string;
  /** Fills the box with a suggestion's typed form; without it (on the server) suggestions are plain text. */
  onPick?: (typed: string) => void;
}

function SymbolList({
  symbols,
  onPick,
}: {
  symbols: SymbolSummary[];
  onPick?: ParserResultsProps["onPick"];
}) {
  return (
    <ul className={styles.symbolList}>
      {symbols.map((symbol) => (
        <li key={symbol.id}>
          {onPick ? (
            <button type="button" className={styles.pick} onClick={() => onPick(symbol.typed)}>
              {symbol.typed}
            </button>
          ) : (
            <code className={styles.typed}>{symbol.typed}</code>
          )}{" "}
          {symbol.name}, {symbol.venue}
        </li>
      ))}
    </ul>
  );
}

function OutcomeView({
  outcome,
  input,
  onPick,
}: { outcome: ModeOutcome } & Omit<ParserResultsProps, "resolution">) {
  if (outcome.status === "no-match") {
    const explanation =
      outcome.reason === "invalid"
        ? invalidReason(input)
        : outcome.suggestions.length > 0
          ? "No market is listed under exactly this ticker."
          : "No market is listed under this ticker, and nothing in the catalogue looks like it.";
    return (
      <>
        <Callout tone="warning" announce="none" title="No match">
          {explanation}
        </Callout>
        {outcome.suggestions.length > 0 && (
          <div className={styles.more}>
            <p className={styles.moreLabel}>Did you mean</p>
            <SymbolList symbols={outcome.suggestions} onPick={onPick} />
          </div>
        )}
      </>
    );
  }
  const { symbol } = outcome;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Symbol</dt>
        <dd>
          <strong className={styles.ticker}>{symbol.ticker}</strong>
          {outcome.completed && " (pair completed)"}
        </dd>
        <dt>Name</dt>
        <dd>{symbol.name}</dd>
        <dt>Exchange / provider</dt>
        <dd>{symbol.venue === symbol.provider ? symbol.provider : `${symbol.venue} (${symbol.provider})`}</dd>
        <dt>Asset class</dt>
        <dd>{symbol.assetClass}</dd>
      </dl>
      {outcome.alternatives.length > 0 && (
        <div className={styles.more}>
          <p className={styles.moreLabel}>It could also mean</p>
          <SymbolList symbols={outcome.alternatives} onPick={onPick} />
        </div>
      )}
    </>
  );
}

/** One line above the columns: do the modes agree, and on what. */
function verdict({ outcomes, modesAgree }: Extract<TickerResolution, { kind: "resolved" }>): string {
  if (TICKER_MODES.every((mode) => outcomes[mode].status === "no-match")) {
    return "Neither mode finds a market for this.";
  }
  return modesAgree ? "Both modes read this the same way." : "The two modes read this differently.";
}

/**
 * Both modes side by side: each mode's help text and how it reads the input. Rendered on the server for the
 * first example and in the browser (loaded with the parser) as the visitor types.
 */
export function ParserResults({ resolution, input, onPick }: ParserResultsProps) {
  return (
    <div className={stack({ gap: "md" })}>
      {resolution.kind === "empty" && (
        <Callout tone="info" announce="none" title="Type a ticker to compare the modes">
          Try a coin (btc), a stock (aapl), a forex pair (eurusd), a market on one exchange (binance:ethusdt)
          or a company name (apple).
        </Callout>
      )}
      {resolution.kind === "resolved" && <p className={styles.verdict}>{verdict(resolution)}</p>}
      <div className={styles.columns}>
        {TICKER_MODES.map((mode) => (
          <Card
            as="section"
            key={mode}
            padding="sm"
            aria-labelledby={`try-${mode}`}
            className={stack({ gap: "md" })}
          >
            <CardTitle id={`try-${mode}`}>{MODE_LABELS[mode]}</CardTitle>
            <CardDescription>{MODE_HELP[mode]}</CardDescription>
            {resolution.kind === "resolved" && (
              <OutcomeView outcome={resolution.outcomes[mode]} input={input} onPick={onPick} />
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
