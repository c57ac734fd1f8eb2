import { depthBook } from "./candles";
import * as styles from "./chart.css";

const WIDTH = 480;
const HEIGHT = 240;
const PLOT = 210;

/** An order book depth chart as inline SVG: cumulative bids on the left, asks on the right, walls as steps. */
export function DepthSvg({ label }: { label: string }) {
  const { bids, asks } = depthBook();
  const low = bids.at(-1)?.price ?? 0;
  const high = asks.at(-1)?.price ?? 1;
  const most = Math.max(bids.at(-1)?.cumulative ?? 1, asks.at(-1)?.cumulative ?? 1);
  const x = (price: number) => ((price - low) / (high - low)) * WIDTH;
  const y = (size: number) => PLOT - (size / most) * (PLOT - 12);
  const mid = WIDTH / 2;
  const area = (levels: typeof bids) => {
    let path = `M${mid} ${PLOT}`;
    let previous = 0;
    for (const level of levels) {
      const at = x(level.price).toFixed(1);
      path += ` L${at} ${y(previous).toFixed(1)} L${at} ${y(level.cumulative).toFixed(1)}`;
      previous = level.cumulative;
    }
    const edge = x(levels.at(-1)?.price ?? 0).toFixed(1);
    return `${path} L${edge} ${PLOT} Z`;
  };
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.depth} role="img" aria-label={label}>
      <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="8" className={styles.chartBackground} />
      <path d={area(bids)} className={styles.bidArea} />
      <path d={area(asks)} className={styles.askArea} />
      <line x1={mid} x2={mid} y1="0" y2={PLOT} className={styles.lastPrice} />
      <text x="8" y={HEIGHT - 10} className={styles.axisText}>
        −2%
      </text>
      <text x={mid} y={HEIGHT - 10} textAnchor="middle" className={styles.axisText}>
        97,400
      </text>
      <text x={WIDTH - 8} y={HEIGHT - 10} textAnchor="end" className={styles.axisText}>
        +2%
      </text>
    </svg>
  );
}
