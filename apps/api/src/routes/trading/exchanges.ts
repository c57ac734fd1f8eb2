/** Exchanges whose API keys can be saved for trading commands; each needs only a key and a secret. */
export const TRADING_EXCHANGES = [
  { id: "binance", name: "Binance" },
  { id: "binance-futures", name: "Binance Futures" },
  { id: "bybit", name: "Bybit" },
  { id: "bitmex", name: "BitMEX" },
  { id: "gate", name: "Gate" },
  { id: "huobi", name: "Huobi" },
] as const;

export type TradingExchangeId = (typeof TRADING_EXCHANGES)[number]["id"];

/** The exchange ids, for request validation. */
export const TRADING_EXCHANGE_IDS = TRADING_EXCHANGES.map((exchange) => exchange.id) as [
  TradingExchangeId,
  ...TradingExchangeId[],
];

/** The display name of a saved credential's exchange. */
export function exchangeName(id: string): string {
  return TRADING_EXCHANGES.find((exchange) => exchange.id === id)?.name ?? id;
}
