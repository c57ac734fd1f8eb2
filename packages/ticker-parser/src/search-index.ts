import { COMPLETION_QUOTES, TICKER_NAMES } from "./symbol-index.js";

/** How well a ticker matches a search text: lower tiers first, then lower `order`, then the ticker. */
interface Match {
  readonly ticker: string;
  readonly tier: number;
  readonly order: number;
}

interface Entry {
  readonly ticker: string;
  /** Position in the catalogue, to order name matches. */
  readonly position: number;
}

/** Search text -> the tickers it matches, one map per kind of match, each kind a tier. */
interface SearchIndex {
  readonly tickerStarts: ReadonlyMap<string, readonly Entry[]>;
  readonly tickerContains: ReadonlyMap<string, readonly Entry[]>;
  readonly nameStarts: ReadonlyMap<string, readonly Entry[]>;
  readonly wordStarts: ReadonlyMap<string, readonly Entry[]>;
}

function add(map: Map<string, Entry[]>, key: string, entry: Entry): void {
  const entries = map.get(key);
  if (!entries) map.set(key, [entry]);
  else if (entries.at(-1) !== entry) entries.push(entry);
}

function addPrefixes(map: Map<string, Entry[]>, text: string, entry: Entry): void {
  for (let end = 1; end <= text.length; end++) add(map, text.slice(0, end), entry);
}

function buildSearchIndex(): SearchIndex {
  const tickerStarts = new Map<string, Entry[]>();
  const tickerContains = new Map<string, Entry[]>();
  const nameStarts = new Map<string, Entry[]>();
  const wordStarts = new Map<string, Entry[]>();
  let position = 0;
  for (const [ticker, names] of TICKER_NAMES) {
    const entry: Entry = { ticker, position: position++ };
    addPrefixes(tickerStarts, ticker, entry);
    for (let start = 1; start < ticker.length; start++)
      addPrefixes(tickerContains, ticker.slice(start), entry);
    for (const name of names) {
      // Names are matched against upper-case search text, like tickers.
      const upper = name.toUpperCase();
      addPrefixes(nameStarts, upper, entry);
      for (const word of upper.split(/[^A-Z0-9]+/)) addPrefixes(wordStarts, word, entry);
    }
  }
  return { tickerStarts, tickerContains, nameStarts, wordStarts };
}

// Built on the first search: a parse that finds its symbol never needs it.
let searchIndex: SearchIndex | undefined;

function compareMatches(a: Match, b: Match): number {
  return a.tier - b.tier || a.order - b.order || (a.ticker < b.ticker ? -1 : 1);
}

/**
 * Catalogue tickers matching an upper-case search text, best first: its completions in completion order,
 * other tickers starting with it (shortest first), tickers containing it (shortest first), tickers whose
 * name starts with it, then tickers with a word of the name starting with it (both in catalogue order).
 */
export function matchTickers(text: string): string[] {
  searchIndex ??= buildSearchIndex();
  const seen = new Set<string>();
  const matches: Match[] = [];
  const collect = (
    entries: readonly Entry[] | undefined,
    rank: (entry: Entry) => readonly [number, number],
  ) => {
    for (const entry of entries ?? []) {
      if (seen.has(entry.ticker)) continue;
      seen.add(entry.ticker);
      const [tier, order] = rank(entry);
      matches.push({ ticker: entry.ticker, tier, order });
    }
  };
  collect(searchIndex.tickerStarts.get(text), ({ ticker }) => {
    const quote = COMPLETION_QUOTES.indexOf(ticker.slice(text.length));
    return quote === -1 ? [1, ticker.length] : [0, quote];
  });
  collect(searchIndex.tickerContains.get(text), ({ ticker }) => [2, ticker.length]);
  collect(searchIndex.nameStarts.get(text), ({ position }) => [3, position]);
  collect(searchIndex.wordStarts.get(text), ({ position }) => [4, position]);
  return matches.sort(compareMatches).map(({ ticker }) => ticker);
}
