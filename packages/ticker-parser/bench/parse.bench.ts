// Parses per second for a realistic mix of inputs in both modes, beside a plain Map.get of the same inputs.
// Run with `pnpm bench`; takes about five seconds.
import { Bench } from "tinybench";
import { type ParseResult, parseTicker, type TickerMode } from "../src/index.js";

const INPUTS: readonly (readonly [input: string, mode: TickerMode])[] = [
  // Full pairs, with and without separators.
  ["BTCUSDT", "crypto"],
  ["btcusd", "traditional"],
  ["ETHUSD", "crypto"],
  ["eth/usdt", "traditional"],
  ["SOL-USD", "crypto"],
  ["EURUSD", "traditional"],
  // Partial pairs: completed in crypto mode, suggestions in traditional mode.
  ["btc", "crypto"],
  ["ETH", "crypto"],
  ["sol", "crypto"],
  ["BTC", "traditional"],
  ["doge", "traditional"],
  // Prefixed.
  ["binance:btcusdt", "crypto"],
  ["bybit:BTCUSD", "traditional"],
  ["NASDAQ:AAPL", "traditional"],
  ["binance:eth", "crypto"],
  ["kucoin:SOLUSDT", "crypto"],
  // Quoted.
  ['"ETH"', "crypto"],
  ["'BTC'", "crypto"],
  ["\u201CAAPL\u201D", "traditional"],
  // Stocks, funds, series.
  ["AAPL", "crypto"],
  ["tsla", "traditional"],
  ["SPY", "traditional"],
  ["FGI", "crypto"],
  ["btc.d", "traditional"],
  ["BTC.HALVING", "crypto"],
  // Misses and rejects.
  ["ZZZZ", "traditional"],
  ["bitcoin", "crypto"],
  ["", "traditional"],
  ["BTC USD", "crypto"],
];

const answers = new Map<string, ParseResult>(
  INPUTS.map(([input, mode]) => [input, parseTicker(input, { mode })]),
);
// Inputs that resolve: the path every chart request takes. Misses also build suggestions.
const HITS = INPUTS.filter(([input]) => answers.get(input)?.ok);
let sink = 0;

const bench = new Bench({ time: 1000, warmupTime: 200 });
bench
  .add("parseTicker, all inputs", () => {
    for (const [input, mode] of INPUTS) sink += parseTicker(input, { mode }).ok ? 1 : 0;
  })
  .add("parseTicker, resolving inputs", () => {
    for (const [input, mode] of HITS) sink += parseTicker(input, { mode }).ok ? 1 : 0;
  })
  .add("Map.get, all inputs", () => {
    for (const [input] of INPUTS) sink += answers.get(input)?.ok ? 1 : 0;
  });
await bench.run();

/** Calls per second of one input: the task runs a whole list per iteration. */
function perSecond(name: string, inputs: number): number {
  const result = bench.getTask(name)?.result;
  if (result?.state !== "completed") throw new Error(`${name} did not complete`);
  return result.throughput.mean * inputs;
}

const format = (n: number) => `${Math.round(n).toLocaleString("en-US")}/s (${(1e9 / n).toFixed(0)} ns each)`;
const parses = perSecond("parseTicker, all inputs", INPUTS.length);
const hits = perSecond("parseTicker, resolving inputs", HITS.length);
const lookups = perSecond("Map.get, all inputs", INPUTS.length);
console.log(`${INPUTS.length} inputs in both modes, ${HITS.length} of them resolving (checksum ${sink})`);
console.log(`parseTicker, all inputs:       ${format(parses)}`);
console.log(`parseTicker, resolving inputs: ${format(hits)}`);
console.log(`Map.get, all inputs:           ${format(lookups)}`);
console.log(`parseTicker is ${(lookups / parses).toFixed(1)}x slower than Map.get`);
