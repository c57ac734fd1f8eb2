import type { TickerMode } from "@chartbot/ticker-parser";

/**
 * Tickers shown as examples next to a ticker field, per parsing mode: each one resolves in the mode it is shown
 * for (checked in ticker-examples.test.ts). "BTC" alone finds nothing in traditional mode, so it is only a
 * crypto example.
 */
export const TICKER_EXAMPLES: Record<TickerMode, readonly string[]> = {
  traditional: ["BTCUSDT", "AAPL", "EURUSD"],
  crypto: ["BTC", "ETH", "binance:ETHUSDT"],
};

/** The placeholder of a ticker field in this mode: "BTCUSDT, AAPL, EURUSD". */
export function tickerPlaceholder(mode: TickerMode): string {
  return TICKER_EXAMPLES[mode].join(", ");
}

/** The sentence under an empty ticker field in this mode: "Type a ticker such as BTCUSDT, AAPL or EURUSD." */
export function tickerExamplesSentence(mode: TickerMode): string {
  const examples = TICKER_EXAMPLES[mode];
  return `Type a ticker such as ${examples.slice(0, -1).join(", ")} or ${examples.at(-1)}.`;
}
