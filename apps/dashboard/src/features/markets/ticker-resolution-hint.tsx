"use client";

import type { MarketSymbol } from "@chartbot/contracts/markets";
import { venueName } from "@chartbot/symbol-catalogue";
import type { TickerMode } from "@chartbot/ticker-parser";
import { CheckIcon, InfoIcon } from "@chartbot/ui/icons";
import { inline } from "@chartbot/ui/inline";
import { Spinner } from "@chartbot/ui/spinner";
import { stack } from "@chartbot/ui/stack";
import { visuallyHidden } from "@chartbot/ui/tokens";
import * as styles from "./markets.css";
import { tickerExamplesSentence } from "./ticker-examples";
import type { TickerResolutionState } from "./use-ticker-resolution";

export interface TickerResolutionHintProps {
  state: TickerResolutionState;
  /** Called with a market the user picked among the alternatives or suggestions. */
  onPick: (symbol: MarketSymbol) => void;
  /** The id of the sentence, for the ticker field's `aria-describedby`. */
  id: string;
  /** Most chips shown. @default 6 */
  maxChips?: number;
  /** The mode the ticker is read in: the examples shown while it is empty resolve in it. @default "traditional" */
  mode?: TickerMode | undefined;
  /** The ticker field's own error: a "No market matches" equal to it is said once, by the field. */
  fieldError?: string | undefined;
}

/** Under a ticker field: which market the ticker means (live), or why none, with other markets as chips. */
export function TickerResolutionHint({
  state,
  onPick,
  id,
  maxChips = 6,
  mode = "traditional",
  fieldError,
}: TickerResolutionHintProps) {
  const chips =
    state.status === "resolved"
      ? (state.result.ok ? state.result.alternatives : state.result.suggestions).slice(0, maxChips)
      : [];
  const chipsLabel = state.status === "resolved" && state.result.ok ? "Other markets:" : "Did you mean:";

  return (
    <div className={stack({ gap: "sm" })}>
      <p id={id} className={styles.sentence} role="status" aria-live="polite">
        <Sentence state={state} mode={mode} fieldError={fieldError} />
      </p>
      {chips.length > 0 && (
        <fieldset className={styles.chipSet}>
          <legend className={styles.chipsLabel}>{chipsLabel}</legend>
          <div className={inline({ gap: "xs" })}>
            {chips.map((symbol) => (
              <button
                key={symbol.id}
                type="button"
                className={styles.chip}
                onClick={() => onPick(symbol)}
                title={`Use ${symbol.ticker} on ${venueName(symbol)}: ${symbol.name}`}
              >
                <span className={styles.chipTicker}>{symbol.ticker}</span>{" "}
                <span className={styles.chipVenue}>{venueName(symbol)}</span>
                <span className={visuallyHidden}>: {symbol.name}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

function Sentence({
  state,
  mode,
  fieldError,
}: {
  state: TickerResolutionState;
  mode: TickerMode;
  fieldError: string | undefined;
}) {
  switch (state.status) {
    case "idle":
      return <span className={styles.muted}>{tickerExamplesSentence(mode)}</span>;
    case "resolving":
      return (
        <span className={styles.muted}>
          <Spinner size="sm" label="" /> Looking the ticker up…
        </span>
      );
    case "failed":
      return (
        <span className={styles.muted}>
          <InfoIcon size={16} /> Could not look the ticker up right now ({state.error.message}). It is checked
          again when you save.
        </span>
      );
    case "resolved": {
      const { result } = state;
      if (!result.ok || !result.symbol) {
        // The field says it already (the form copies the sentence into the field's error on submit).
        if (fieldError === result.message) return null;
        return <span className={styles.notFound}>{result.message}</span>;
      }
      const { symbol } = result;
      return (
        <span className={styles.found}>
          <CheckIcon size={16} className={styles.foundIcon} />
          <span>
            <strong>{symbol.ticker}</strong> on <strong>{venueName(symbol)}</strong>
            {symbol.exchange && symbol.provider !== venueName(symbol) ? ` via ${symbol.provider}` : ""}:{" "}
            {symbol.name}
            {result.completed ? ` (completed from ${result.ticker.toUpperCase()})` : ""}
          </span>
        </span>
      );
    }
  }
}
