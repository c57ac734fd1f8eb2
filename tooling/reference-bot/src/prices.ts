import { getSymbol } from "@chartbot/symbol-catalogue";

/**
 * Roughly where each asset traded in late 2026, in US dollars (quote currencies too, to price any pair), and
 * the level of the indices, dominance shares, days to the next halving and the fear & greed index. The
 * reference bot has no market data: its satellites start here and wander a little, so a demo shows plausible
 * prices (BTCUSD near 95,000, not a made-up 7,234).
 */
const USD_PRICES: Readonly<Record<string, number>> = {
  BTC: 95_000,
  ETH: 3_300,
  SOL: 180,
  BNB: 650,
  XRP: 2.3,
  ADA: 0.75,
  DOGE: 0.25,
  AVAX: 32,
  DOT: 6.5,
  LINK: 19,
  LTC: 95,
  TRX: 0.24,
  TON: 5.2,
  SHIB: 0.000_018,
  ATOM: 6.8,
  UNI: 11,
  NEAR: 4.8,
  PEPE: 0.000_014,
  ARB: 0.75,
  OP: 1.9,
  SUI: 3.6,
  APT: 9.5,
  FIL: 5.2,
  ICP: 9.8,
  XLM: 0.38,
  KCS: 11,
  BCH: 450,
  AERO: 1.2,
  DEGEN: 0.008,
  BRETT: 0.09,
  TOSHI: 0.000_6,
  VIRTUAL: 1.8,
  AAPL: 235,
  MSFT: 430,
  NVDA: 140,
  TSLA: 350,
  AMZN: 215,
  GOOGL: 180,
  META: 590,
  NFLX: 900,
  AMD: 125,
  INTC: 21,
  COIN: 290,
  MSTR: 380,
  PYPL: 85,
  ADBE: 450,
  JPM: 240,
  V: 315,
  DIS: 112,
  BA: 160,
  KO: 63,
  ORCL: 175,
  CRM: 330,
  WMT: 92,
  XOM: 112,
  BABA: 88,
  PLTR: 75,
  UBER: 70,
  SPY: 600,
  QQQ: 520,
  DIA: 440,
  IWM: 225,
  GLD: 245,
  IBIT: 54,
  NDX: 21_000,
  SPX: 6_000,
  DJI: 44_000,
  VIX: 16,
  XAU: 2_650,
  XAG: 30,
  USD: 1,
  USDT: 1,
  USDC: 1,
  DAI: 1,
  EUR: 1.08,
  GBP: 1.27,
  AUD: 0.65,
  NZD: 0.59,
  CAD: 0.72,
  CHF: 1.13,
  JPY: 0.0066,
  "BTC.D": 58,
  "ETH.D": 12,
  "SOL.D": 3.2,
  "USDT.D": 4.5,
  FGI: 55,
  "BTC.HALVING": 850,
  "LTC.HALVING": 600,
  "BCH.HALVING": 840,
};

/** Where a symbol's satellite starts: a pair's base over its quote, else the ticker's own level; 100 unknown. */
export function startingPrice(symbolId: string): number {
  const symbol = getSymbol(symbolId);
  if (!symbol) return 100;
  const base = symbol.base ? USD_PRICES[symbol.base] : undefined;
  const quote = symbol.quote ? USD_PRICES[symbol.quote] : undefined;
  if (base !== undefined && quote !== undefined) return base / quote;
  return USD_PRICES[symbol.ticker] ?? base ?? 100;
}

/** Significant digits a price keeps: like a quote screen, never a run of float noise. */
const roundPrice = (price: number) => Number(price.toPrecision(6));

/**
 * Each symbol's price as the satellites show it: its starting price, then a small random walk (at most
 * `stepPercent` a step, held within 20% of the start so a long demo stays plausible).
 */
export function createPriceWalk({ random = Math.random, stepPercent = 0.2 } = {}) {
  const prices = new Map<string, number>();
  return {
    next(symbolId: string): number {
      const start = startingPrice(symbolId);
      const last = prices.get(symbolId) ?? start;
      const step = 1 + ((random() * 2 - 1) * stepPercent) / 100;
      const price = Math.min(start * 1.2, Math.max(start * 0.8, last * step));
      prices.set(symbolId, price);
      return roundPrice(price);
    },
  };
}
export type PriceWalk = ReturnType<typeof createPriceWalk>;
