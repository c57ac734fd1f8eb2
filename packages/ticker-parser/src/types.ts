import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";

/** The parsing modes, in the order a mode picker lists them. */
export const TICKER_MODES = ["traditional", "crypto"] as const;
export type TickerMode = (typeof TICKER_MODES)[number];

/** Longest input accepted, counted after surrounding whitespace is removed; longer input is `invalid`. */
export const MAX_INPUT_LENGTH = 64;

/** Options of `parseTicker`. */
export interface ParseOptions {
  /** Which markets win when a ticker is ambiguous, and whether partial crypto pairs are completed. @default "traditional" */
  readonly mode?: TickerMode;
}

/** The input named a catalogue symbol. */
export interface ParseSuccess {
  readonly ok: true;
  readonly symbol: CatalogueSymbol;
  /** True when a partial crypto pair was completed (`BTC` -> `BTCUSD`). */
  readonly completed: boolean;
  /** Other symbols the same input could have meant, best first. */
  readonly alternatives: CatalogueSymbol[];
}

/** Why an input names no symbol. */
export type ParseFailureReason = "empty" | "invalid" | "not-found";

/** The input named no symbol; `suggestions` (at most 5, best first) are filled for `not-found` only. */
export interface ParseFailure {
  readonly ok: false;
  readonly reason: ParseFailureReason;
  readonly suggestions: CatalogueSymbol[];
}

export type ParseResult = ParseSuccess | ParseFailure;
