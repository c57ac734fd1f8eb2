import type { ContentSection } from "./types";

/** How every command is written: shown on the documentation index. */
export const COMMAND_BASICS: readonly ContentSection[] = [
  {
    id: "writing-commands",
    heading: "How commands work",
    paragraphs: [
      "Type a command as a normal message in any channel Chartbot can read, for example `c btc 1h rsi`, or pick the slash command of the same name (`/c`). The command word comes first, then the ticker, then options in any order.",
      "In the syntax on these pages, `<ticker>` is required, `[timeframe]` is optional, `…` means you can repeat it and `a | b` means one or the other.",
    ],
  },
  {
    id: "tickers",
    heading: "Tickers and parsing modes",
    paragraphs: [
      "The examples use short crypto tickers such as `btc`, which complete to a pair in **crypto mode**, on Binance first, then Bybit (`btc` is BTC/USDT on Binance). In **traditional mode**, the default for new communities, type the pair instead: `btcusd` or `btc/usdt`. Stocks, forex, indices and full pairs work the same in both modes. [Lookup](/features/lookup) explains the details.",
    ],
  },
];
