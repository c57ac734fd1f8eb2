import { bollinger, candleSeries, rsi, sma } from "./candles";
import * as styles from "./chart.css";

const WIDTH = 480;
const PRICE_HEIGHT = 190;
const RSI_TOP = 206;
const RSI_HEIGHT = 54;
const COUNT = 40;
/** Candles before the visible ones, so the RSI and the averages have history from the first visible candle. */
const WARM_UP = 50;

export interface ChartSvgProps {
  /**
   * What the chart shows: `rsi` candles with an RSI pane; `advanced` adds two moving averages and Bollinger
   * bands (Advanced Charting); `layout` adds a saved layout's drawings: a trend line and a support zone.
   * @default "rsi"
   */
  variant?: "rsi" | "advanced" | "layout";
  /** The chart's accessible name. */
  label?: string;
}

/** The illustration's chart: BTC candles with an RSI pane, drawn as inline SVG (no image request). */
export function ChartSvg({
  variant = "rsi",
  label = "A 1-hour BTC/USDT candlestick chart with an RSI pane, as Chartbot posts it",
}: ChartSvgProps) {
  const history = candleSeries(COUNT + WARM_UP);
  const candles = history.slice(WARM_UP);
  const bands = bollinger(history);
  const upper = bands.upper.slice(WARM_UP);
  const lower = bands.lower.slice(WARM_UP);
  const fast = sma(history, 20).slice(WARM_UP);
  const slow = sma(history, 50).slice(WARM_UP);
  const extremes = [
    ...candles.flatMap((candle) => [candle.high, candle.low]),
    ...(variant === "advanced" ? [...upper, ...lower] : []),
  ];
  const max = Math.max(...extremes);
  const min = Math.min(...extremes);
  const step = WIDTH / COUNT;
  const x = (index: number) => index * step + step / 2;
  const y = (price: number) => 8 + ((max - price) / (max - min)) * (PRICE_HEIGHT - 16);
  const line = (values: readonly number[], toY: (value: number) => number) =>
    values
      .map((value, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)} ${toY(value).toFixed(1)}`)
      .join(" ");
  const rsiY = (value: number) => RSI_TOP + ((100 - value) / 100) * RSI_HEIGHT;
  const last = candles.at(-1);
  const lows = candles.map((candle) => candle.low);
  const support = Math.min(...lows.slice(0, 20));
  const firstLow = lows.indexOf(support);
  const laterLow = Math.min(...lows.slice(24));
  const secondLow = lows.lastIndexOf(laterLow);
  return (
    <svg viewBox={`0 0 ${WIDTH} 270`} className={styles.chart} role="img" aria-label={label}>
      <rect x="0" y="0" width={WIDTH} height="270" rx="8" className={styles.chartBackground} />
      {[0.25, 0.5, 0.75].map((fraction) => (
        <line
          key={fraction}
          x1="0"
          x2={WIDTH}
          y1={PRICE_HEIGHT * fraction}
          y2={PRICE_HEIGHT * fraction}
          className={styles.grid}
        />
      ))}
      {variant === "layout" && (
        <rect x="0" y={y(support) - 6} width={WIDTH} height="14" className={styles.zone} />
      )}
      {candles.map((candle, index) => {
        const rising = candle.close >= candle.open;
        const top = y(Math.max(candle.open, candle.close));
        const bottom = y(Math.min(candle.open, candle.close));
        return (
          <g key={x(index)} className={rising ? styles.up : styles.down}>
            <line x1={x(index)} x2={x(index)} y1={y(candle.high)} y2={y(candle.low)} strokeWidth="1.5" />
            <rect
              x={x(index) - step * 0.32}
              y={top}
              width={step * 0.64}
              height={Math.max(bottom - top, 1.5)}
              rx="1"
            />
          </g>
        );
      })}
      {variant === "advanced" && (
        <>
          <path d={line(upper, y)} className={styles.bandLine} />
          <path d={line(lower, y)} className={styles.bandLine} />
          <path d={line(fast, y)} className={styles.fastAverage} />
          <path d={line(slow, y)} className={styles.slowAverage} />
        </>
      )}
      {variant === "layout" && (
        <line
          x1={x(firstLow)}
          y1={y(support)}
          x2={WIDTH}
          y2={
            y(laterLow) +
            ((y(laterLow) - y(support)) / Math.max(secondLow - firstLow, 1)) * ((WIDTH - x(secondLow)) / step)
          }
          className={styles.trendLine}
        />
      )}
      {last && <line x1="0" x2={WIDTH} y1={y(last.close)} y2={y(last.close)} className={styles.lastPrice} />}
      <line x1="0" x2={WIDTH} y1={RSI_TOP - 6} y2={RSI_TOP - 6} className={styles.grid} />
      <line x1="0" x2={WIDTH} y1={rsiY(70)} y2={rsiY(70)} className={styles.band} />
      <line x1="0" x2={WIDTH} y1={rsiY(30)} y2={rsiY(30)} className={styles.band} />
      <path d={line(rsi(history).slice(WARM_UP), rsiY)} className={styles.rsi} />
    </svg>
  );
}
