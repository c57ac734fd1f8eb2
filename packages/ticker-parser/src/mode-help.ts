import type { TickerMode } from "./types.js";

/** Short names of the modes for a picker. */
export const MODE_LABELS: { readonly [M in TickerMode]: string } = {
  traditional: "Traditional",
  crypto: "Crypto",
};

/** The help text shown to users for each mode (spec section 5). */
export const MODE_HELP: { readonly [M in TickerMode]: string } = {
  traditional:
    "Unbiased: prioritises traditional markets on exchanges such as NASDAQ and NYSE and does not complete partial crypto pairs. All markets remain available.",
  crypto:
    'Crypto-biased: completes partial crypto pairs on the preferred exchanges first (Binance, then Bybit, then the others, so BTC becomes BTCUSDT on Binance), prefers exchanges such as Binance and Bybit, and can be overridden by wrapping a ticker in quotes, e.g. "ETH" for the NYSE stock ETH instead of Ethereum. All markets remain available.',
};
