export { catalogue, findByTicker, getSymbol, listSymbols } from "./lookup.js";
export { type Pair, QUOTE_CURRENCIES, splitCryptoPair, splitCurrencyPair } from "./pair.js";
export {
  ASSET_CLASSES,
  type AssetClass,
  type CatalogueEntry,
  type CatalogueSymbol,
  CCXT_EXCHANGES,
  type CcxtExchange,
  DEFAULT_SYMBOL_IDS,
  PROVIDERS,
  type Provider,
  SUB_SOURCES,
  type SymbolFilter,
} from "./types.js";
export { EXCHANGE_NAMES, exchangeName, venueName } from "./venue-name.js";
