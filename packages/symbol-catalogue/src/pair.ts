/** Quote currencies recognised at the end of crypto tickers, longest first so `USDT` wins over `USD`. */
export const QUOTE_CURRENCIES = ["USDT", "USDC", "USD", "BTC", "ETH", "EUR"] as const;

/** A ticker split into the asset bought and the currency it is priced in. */
export interface Pair {
  readonly base: string;
  readonly quote: string;
}

/**
 * Splits a crypto ticker at its quote currency suffix: `BTCUSDT` -> BTC / USDT, `ETHBTC` -> ETH / BTC.
 * Returns undefined when no known quote ends the ticker or nothing would be left for the base.
 */
export function splitCryptoPair(ticker: string): Pair | undefined {
  const upper = ticker.toUpperCase();
  for (const quote of QUOTE_CURRENCIES) {
    if (upper.length > quote.length && upper.endsWith(quote)) {
      return { base: upper.slice(0, -quote.length), quote };
    }
  }
  return undefined;
}

/** Splits a six-letter forex or metal ticker in the middle: `EURUSD` -> EUR / USD, `XAUUSD` -> XAU / USD. */
export function splitCurrencyPair(ticker: string): Pair | undefined {
  const upper = ticker.toUpperCase();
  return /^[A-Z]{6}$/.test(upper) ? { base: upper.slice(0, 3), quote: upper.slice(3) } : undefined;
}
