import { candleSeries, rsi } from "./candles";
import * as styles from "./chat-preview.css";

const WIDTH = 480;
const PRICE_HEIGHT = 190;
const RSI_TOP = 206;
const RSI_HEIGHT = 54;
const COUNT = 40;
/** Candles before the visible ones, so the RSI has history from the first visible candle. */
const WARM_UP = 20;

/** The illustration's chart: BTC/USD candles with an RSI pane, drawn as inline SVG (no image request). */
export function ChartSvg() {
  const history = candleSeries(COUNT + WARM_UP);
  const candles = history.slice(WARM_UP);
  const highs = candles.map((candle) => candle.high);
  const lows = candles.map((candle) => candle.low);
  const max = Math.max(...highs);
  const min = Math.min(...lows);
  const step = WIDTH / COUNT;
  const y = (price: number) => 8 + ((max - price) / (max - min)) * (PRICE_HEIGHT - 16);
  const rsiValues = rsi(history).slice(WARM_UP);
  const rsiY = (value: number) => RSI_TOP + ((100 - value) / 100) * RSI_HEIGHT;
  const rsiPath = rsiValues
    .map(
      (value, index) =>
        `${index === 0 ? "M" : "L"}${(index * step + step / 2).toFixed(1)} ${rsiY(value).toFixed(1)}`,
    )
    .join(" ");
  const last = candles.at(-1);
  return (
    <svg viewBox={`0 0 ${WIDTH} 270`} className={styles.chart} role="img" aria-labelledby="chart-title">
      <title id="chart-title">
        A 1-hour BTC/USD candlestick chart with an RSI pane, as Chartbot posts it
      </title>
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
      {candles.map((candle, index) => {
        const x = index * step + step / 2;
        const rising = candle.close >= candle.open;
        const top = y(Math.max(candle.open, candle.close));
        const bottom = y(Math.min(candle.open, candle.close));
        return (
          <g key={x} className={rising ? styles.up : styles.down}>
            <line x1={x} x2={x} y1={y(candle.high)} y2={y(candle.low)} strokeWidth="1.5" />
            <rect
              x={x - step * 0.32}
              y={top}
              width={step * 0.64}
              height={Math.max(bottom - top, 1.5)}
              rx="1"
            />
          </g>
        );
      })}
      {last && <line x1="0" x2={WIDTH} y1={y(last.close)} y2={y(last.close)} className={styles.lastPrice} />}
      <line x1="0" x2={WIDTH} y1={RSI_TOP - 6} y2={RSI_TOP - 6} className={styles.grid} />
      <line x1="0" x2={WIDTH} y1={rsiY(70)} y2={rsiY(70)} className={styles.band} />
      <line x1="0" x2={WIDTH} y1={rsiY(30)} y2={rsiY(30)} className={styles.band} />
      <path d={rsiPath} className={styles.rsi} />
    </svg>
  );
}
