export { MODE_HELP, MODE_LABELS } from "./mode-help.js";
export { parseTicker } from "./parse-ticker.js";
export { EXCHANGE_PREFERENCE, PROVIDER_PREFERENCE, VENUE_PREFERENCE } from "./rank-listings.js";
export { type SuggestOptions, suggestTickers } from "./suggest-tickers.js";
export { COMPLETION_QUOTES } from "./symbol-index.js";
export {
  MAX_INPUT_LENGTH,
  type ParseFailure,
  type ParseFailureReason,
  type ParseOptions,
  type ParseResult,
  type ParseSuccess,
  TICKER_MODES,
  type TickerMode,
} from "./types.js";
