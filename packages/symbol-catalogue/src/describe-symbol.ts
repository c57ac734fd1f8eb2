import { ASSET_NAMES, TWELVEDATA_MARKETS } from "./data/markets.js";
import { type Pair, splitCryptoPair, splitCurrencyPair } from "./pair.js";
import type { AssetClass, CatalogueEntry, CatalogueSymbol } from "./types.js";

const nameOf = (asset: string): string => ASSET_NAMES[asset] ?? asset;
const pairName = ({ base, quote }: Pair): string => `${nameOf(base)} / ${nameOf(quote)}`;

/** Classifies a catalogue entry; Twelvedata's bare tickers are looked up, other providers decide alone. */
function assetClassOf([provider, , ticker]: CatalogueEntry): AssetClass {
  switch (provider) {
    case "CCXT":
      return "crypto";
    case "CoinGecko":
      return ticker.endsWith(".D") ? "dominance" : "crypto";
    case "Alternative.me":
    case "CNN Business":
      return "sentiment";
    case "Blockchair":
      return "halving";
    case "On-Chain":
      return "on-chain";
    case "Twelvedata":
      return TWELVEDATA_MARKETS[ticker]?.assetClass ?? "stock";
  }
}

function pairOf(assetClass: AssetClass, ticker: string): Pair | undefined {
  switch (assetClass) {
    case "crypto":
    case "on-chain":
      return splitCryptoPair(ticker);
    case "forex":
    case "metal":
      return splitCurrencyPair(ticker);
    default:
      return undefined;
  }
}

function nameFor(entry: CatalogueEntry, assetClass: AssetClass, pair: Pair | undefined): string {
  const [provider, , ticker] = entry;
  const listed = provider === "Twelvedata" ? TWELVEDATA_MARKETS[ticker]?.name : undefined;
  if (listed) return listed;
  if (pair) return pairName(pair);
  switch (assetClass) {
    case "sentiment":
      return `${provider} Fear & Greed Index`;
    case "dominance":
      return `${nameOf(ticker.slice(0, -".D".length))} market dominance`;
    case "halving":
      return `${nameOf(ticker.slice(0, -".HALVING".length))} halving countdown`;
    default:
      return ticker;
  }
}

/** Builds the full description of one catalogue entry. */
export function describeSymbol(id: string, entry: CatalogueEntry): CatalogueSymbol {
  const [provider, subSource, ticker] = entry;
  const assetClass = assetClassOf(entry);
  const pair = pairOf(assetClass, ticker);
  const exchange =
    provider === "CCXT"
      ? subSource
      : provider === "Twelvedata"
        ? TWELVEDATA_MARKETS[ticker]?.exchange
        : undefined;
  return Object.freeze({
    id,
    provider,
    subSource,
    ticker,
    assetClass,
    ...(pair && { base: pair.base, quote: pair.quote }),
    ...(exchange && { exchange }),
    name: nameFor(entry, assetClass, pair),
  });
}
