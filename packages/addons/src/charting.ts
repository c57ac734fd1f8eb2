/** Timeframes a chart can use, shortest first (minutes, hours, days, weeks, months). */
export const CHART_TIMEFRAMES = [
  "1m",
  "3m",
  "5m",
  "15m",
  "30m",
  "1H",
  "2H",
  "4H",
  "12H",
  "1D",
  "1W",
  "1M",
] as const;
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];

/** Chart styles. */
export const CHART_TYPES = [
  "candles",
  "hollow-candles",
  "heikin-ashi",
  "bars",
  "line",
  "area",
  "renko",
  "line-break",
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Indicators a community can draw on every chart by default. */
export const CHART_INDICATORS = [
  "SMA",
  "EMA",
  "WMA",
  "VWAP",
  "Bollinger Bands",
  "Ichimoku",
  "SuperTrend",
  "RSI",
  "MACD",
  "Stochastic",
  "Stochastic RSI",
  "ATR",
  "ADX",
  "OBV",
  "MFI",
  "CCI",
  "Volume",
] as const;
export type ChartIndicator = (typeof CHART_INDICATORS)[number];

/** The chart a community gets until it chooses otherwise: also what a lapsed choice falls back to. */
export const DEFAULT_CHART = { timeframe: "1H", chartType: "candles" } as const satisfies {
  timeframe: ChartTimeframe;
  chartType: ChartType;
};

const TIMEFRAME_UNITS: Record<string, [string, string]> = {
  m: ["minute", "minutes"],
  H: ["hour", "hours"],
  D: ["day", "days"],
  W: ["week", "weeks"],
  M: ["month", "months"],
};

/** `4H` -> `4 hours`, `1m` -> `1 minute`, `1M` -> `1 month`; unknown values as they are. */
export function timeframeLabel(timeframe: string): string {
  const match = /^(\d+)([mHDWM])$/.exec(timeframe);
  const units = match?.[2] ? TIMEFRAME_UNITS[match[2]] : undefined;
  if (!match || !units) return timeframe;
  const count = Number(match[1]);
  return `${count} ${count === 1 ? units[0] : units[1]}`;
}

/** `hollow-candles` -> `Hollow candles`, `heikin-ashi` -> `Heikin Ashi`, `line-break` -> `Line break`. */
export function chartTypeLabel(chartType: string): string {
  if (chartType === "heikin-ashi") return "Heikin Ashi";
  const words = chartType.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a member types a timeframe in a command: `1h`, `15m`, but `1M` for a month. */
export function timeframeToken(timeframe: string): string {
  return timeframe.endsWith("M") ? timeframe : timeframe.toLowerCase();
}

/** `["A", "B", "C"]` -> `A, B and C`. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
