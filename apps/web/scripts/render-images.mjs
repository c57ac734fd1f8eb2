// Renders the site's raster images (Open Graph card, favicon, touch icon and the example bot replies on
// the documentation pages) from SVG drawn here, with sharp (Next.js's own image library).
// Run: node scripts/render-images.mjs. Output is committed; run again after changing a drawing.
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
// The UI kit's generator (mulberry32: the same drawing on every run, as the chat previews); node strips its types.
import { seededRandom } from "@chartbot/ui/bot-preview/seeded-random";

const require = createRequire(import.meta.resolve("next/package.json"));
const sharp = require("sharp");

const out = (path) => new URL(`../${path}`, import.meta.url);
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const MONO = "DejaVu Sans Mono, Liberation Mono, monospace";
const dark = {
  bg: "#0c111b",
  raised: "#151c2a",
  sunken: "#080c14",
  border: "#273144",
  text: "#e8ecf4",
  muted: "#a4afc2",
};
const up = "#34d399";
const down = "#f87171";
const accent = "#8f89ff";

function candles(count, seed, start, volatility) {
  const next = seededRandom(seed);
  const list = [];
  let open = start;
  for (let index = 0; index < count; index++) {
    const close = open + (next() - 0.45) * volatility;
    list.push({
      open,
      close,
      high: Math.max(open, close) + next() * volatility * 0.4,
      low: Math.min(open, close) - next() * volatility * 0.4,
    });
    open = close;
  }
  return list;
}

function rsi(series, period = 14) {
  let gain = 0;
  let loss = 0;
  return series.map((candle, index) => {
    if (index === 0) return 50;
    const change = candle.close - series[index - 1].close;
    if (index <= period) {
      gain += Math.max(change, 0) / period;
      loss += Math.max(-change, 0) / period;
    } else {
      gain = (gain * (period - 1) + Math.max(change, 0)) / period;
      loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    }
    return loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  });
}

/** Candles (and optionally an RSI pane) inside a box. */
function chart({ x, y, width, height, series: all, rsiHeight = 0, labels = false, warmup = 20 }) {
  // Indicators need history: compute them on every candle, draw only those after the warm-up.
  const series = all.slice(warmup);
  const priceHeight = height - rsiHeight - (rsiHeight ? 16 : 0);
  const max = Math.max(...series.map((c) => c.high));
  const min = Math.min(...series.map((c) => c.low));
  const plotWidth = labels ? width - 90 : width;
  const step = plotWidth / series.length;
  const py = (price) => y + 10 + ((max - price) / (max - min)) * (priceHeight - 20);
  let svg = "";
  for (let line = 1; line < 4; line++) {
    const gy = y + (priceHeight * line) / 4;
    svg += `<line x1="${x}" x2="${x + plotWidth}" y1="${gy}" y2="${gy}" stroke="${dark.border}"/>`;
    if (labels) {
      const price = max - ((gy - y - 10) / (priceHeight - 20)) * (max - min);
      svg += `<text x="${x + plotWidth + 12}" y="${gy + 6}" font-family="${MONO}" font-size="17" fill="${dark.muted}">${Math.round(price).toLocaleString("en-US")}</text>`;
    }
  }
  series.forEach((candle, index) => {
    const cx = x + index * step + step / 2;
    const colour = candle.close >= candle.open ? up : down;
    const top = py(Math.max(candle.open, candle.close));
    const bottom = py(Math.min(candle.open, candle.close));
    svg += `<line x1="${cx}" x2="${cx}" y1="${py(candle.high)}" y2="${py(candle.low)}" stroke="${colour}" stroke-width="2"/>`;
    svg += `<rect x="${cx - step * 0.32}" y="${top}" width="${step * 0.64}" height="${Math.max(bottom - top, 2)}" fill="${colour}" rx="1.5"/>`;
  });
  const sma = series.map((_, index) => {
    const window = all.slice(warmup + index - 19, warmup + index + 1);
    return window.reduce((sum, c) => sum + c.close, 0) / window.length;
  });
  svg += `<path d="${sma.map((value, index) => `${index ? "L" : "M"}${(x + index * step + step / 2).toFixed(1)} ${py(value).toFixed(1)}`).join(" ")}" fill="none" stroke="#f59e0b" stroke-width="2.5"/>`;
  if (rsiHeight) {
    const top = y + priceHeight + 16;
    const ry = (value) => top + ((100 - value) / 100) * rsiHeight;
    svg += `<rect x="${x}" y="${top}" width="${plotWidth}" height="${rsiHeight}" fill="${dark.sunken}"/>`;
    svg += `<line x1="${x}" x2="${x + plotWidth}" y1="${ry(70)}" y2="${ry(70)}" stroke="${dark.muted}" stroke-dasharray="4 6"/>`;
    svg += `<line x1="${x}" x2="${x + plotWidth}" y1="${ry(30)}" y2="${ry(30)}" stroke="${dark.muted}" stroke-dasharray="4 6"/>`;
    const values = rsi(all).slice(warmup);
    svg += `<path d="${values.map((value, index) => `${index ? "L" : "M"}${(x + index * step + step / 2).toFixed(1)} ${ry(value).toFixed(1)}`).join(" ")}" fill="none" stroke="${accent}" stroke-width="2.5"/>`;
    if (labels)
      svg += `<text x="${x + plotWidth + 12}" y="${top + 22}" font-family="${MONO}" font-size="17" fill="${dark.muted}">RSI 14</text>`;
  }
  return svg;
}

function logo(x, y, size) {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <circle fill="${accent}" cx="16" cy="3.5" r="2"/><rect fill="${accent}" x="15.1" y="4.5" width="1.8" height="4" rx="0.9"/>
    <rect fill="${accent}" x="1.5" y="14" width="3" height="7" rx="1.5"/><rect fill="${accent}" x="27.5" y="14" width="3" height="7" rx="1.5"/>
    <rect fill="${accent}" x="4" y="8" width="24" height="20" rx="7"/><rect fill="#0b0a1f" x="7.5" y="12" width="17" height="11" rx="4"/>
    <path d="M10 20.2l3.2-3.4 2.8 2.2 5.6-5.4" fill="none" stroke="${up}" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/>
    <circle fill="${accent}" cx="21.8" cy="13.7" r="1.3"/></g>`;
}

const png = (svg, width, height) =>
  sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9, palette: false }).toBuffer();

async function openGraph() {
  const series = candles(54, 11, 96000, 900);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><radialGradient id="glow" cx="0.8" cy="0" r="0.9"><stop offset="0" stop-color="#2a2658"/><stop offset="1" stop-color="${dark.bg}"/></radialGradient></defs>
    <rect width="1200" height="630" fill="url(#glow)"/>
    ${logo(72, 72, 72)}
    <text x="164" y="126" font-family="${FONT}" font-size="52" font-weight="700" fill="${dark.text}">Chartbot</text>
    <text x="72" y="250" font-family="${FONT}" font-size="46" font-weight="800" fill="${dark.text}">Market charts, prices</text>
    <text x="72" y="318" font-family="${FONT}" font-size="46" font-weight="800" fill="${dark.text}">and alerts in Discord</text>
    <text x="72" y="392" font-family="${FONT}" font-size="28" fill="${dark.muted}">Crypto, stocks, forex and indices.</text>
    <rect x="72" y="452" width="300" height="64" rx="12" fill="${dark.raised}" stroke="${dark.border}" stroke-width="2"/>
    <text x="98" y="494" font-family="${MONO}" font-size="28" fill="${dark.text}">c btc 1h rsi</text>
    <rect x="720" y="160" width="420" height="400" rx="20" fill="${dark.raised}" stroke="${dark.border}" stroke-width="2"/>
    ${chart({ x: 745, y: 185, width: 370, height: 350, series, rsiHeight: 80 })}
  </svg>`;
  await writeFile(out("public/og.png"), await png(svg, 1200, 630));
}

function iconSvg(background) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32">
    ${background ? `<rect width="32" height="32" fill="#ffffff"/>` : ""}
    <circle fill="#4f46e5" cx="16" cy="3.5" r="2"/><rect fill="#4f46e5" x="15.1" y="4.5" width="1.8" height="4" rx="0.9"/>
    <rect fill="#4f46e5" x="1.5" y="14" width="3" height="7" rx="1.5"/><rect fill="#4f46e5" x="27.5" y="14" width="3" height="7" rx="1.5"/>
    <rect fill="#4f46e5" x="4" y="8" width="24" height="20" rx="7"/><rect fill="#ffffff" x="7.5" y="12" width="17" height="11" rx="4"/>
    <path d="M10 20.2l3.2-3.4 2.8 2.2 5.6-5.4" fill="none" stroke="#047857" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/>
    <circle fill="#4f46e5" cx="21.8" cy="13.7" r="1.3"/></svg>`;
}

/** An .ico holding PNG images (supported by every current browser). */
async function favicon() {
  const images = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await png(iconSvg(false), size, size) })),
  );
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  await writeFile(out("src/app/favicon.ico"), Buffer.concat([header, ...images.map((image) => image.data)]));
  await writeFile(
    out("src/app/apple-icon.png"),
    await sharp(Buffer.from(iconSvg(true)))
      .resize(180, 180)
      .png()
      .toBuffer(),
  );
}

/** The bot's reply to `c btc 1h rsi`, as posted in a channel. */
async function chartReply() {
  const series = candles(80, 5, 97000, 420);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
    <rect width="1200" height="750" fill="${dark.bg}"/>
    <text x="40" y="58" font-family="${FONT}" font-size="30" font-weight="700" fill="${dark.text}">BTC/USD · 1h · Bybit</text>
    <text x="40" y="94" font-family="${FONT}" font-size="20" fill="${dark.muted}">SMA 20 <tspan fill="#f59e0b">━</tspan>   RSI 14 <tspan fill="${accent}">━</tspan></text>
    ${chart({ x: 40, y: 120, width: 1120, height: 590, series, rsiHeight: 130, labels: true })}
    <text x="1160" y="735" text-anchor="end" font-family="${FONT}" font-size="16" fill="${dark.muted}">chartbot</text>
  </svg>`;
  await writeFile(out("public/images/chart-btc-1h-rsi.png"), await png(svg, 1200, 750));
}

/** The bot's reply to `hmap crypto`: a treemap sized by market cap, coloured by 24-hour change. */
async function heatmapReply() {
  const coins = [
    ["BTC", 58, 2.4],
    ["ETH", 14, -1.2],
    ["USDT", 0, 0],
    ["SOL", 4.5, 5.8],
    ["BNB", 4, 0.6],
    ["XRP", 3.5, -3.1],
    ["DOGE", 1.6, 7.9],
    ["ADA", 1.2, -0.8],
    ["TRX", 1, 1.1],
    ["AVAX", 0.9, -4.6],
    ["LINK", 0.8, 3.2],
    ["TON", 0.8, -2.2],
    ["DOT", 0.6, 0.3],
    ["SHIB", 0.6, 4.4],
    ["LTC", 0.5, -1.9],
    ["NEAR", 0.5, 6.1],
    ["UNI", 0.4, -0.4],
    ["ATOM", 0.3, 2.7],
  ].filter(([, weight]) => weight > 0);
  const colour = (change) => {
    const strength = Math.min(Math.abs(change) / 8, 1);
    const [r, g, b] = change >= 0 ? [22, 163, 74] : [220, 38, 38];
    const mix = (channel) => Math.round(30 + (channel - 30) * (0.35 + 0.65 * strength));
    return `rgb(${mix(r)} ${mix(g)} ${mix(b)})`;
  };
  /** Slice-and-dice treemap: alternate the split direction at each level. */
  function layout(items, x, y, width, height, vertical, tiles) {
    if (items.length === 1) {
      tiles.push({ item: items[0], x, y, width, height });
      return;
    }
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let half = 0;
    let split = 0;
    while (split < items.length - 1 && half + items[split][1] <= total / 2) half += items[split++][1];
    if (split === 0) half += items[split++][1];
    const first = items.slice(0, split);
    const rest = items.slice(split);
    const ratio = half / total;
    if (vertical) {
      layout(first, x, y, width * ratio, height, !vertical, tiles);
      layout(rest, x + width * ratio, y, width * (1 - ratio), height, !vertical, tiles);
    } else {
      layout(first, x, y, width, height * ratio, !vertical, tiles);
      layout(rest, x, y + height * ratio, width, height * (1 - ratio), !vertical, tiles);
    }
  }
  const tiles = [];
  layout(coins, 20, 90, 1160, 640, true, tiles);
  const body = tiles
    .map(({ item: [name, , change], x, y, width, height }) => {
      const size = Math.max(14, Math.min(64, Math.sqrt(width * height) / 5));
      return `<rect x="${x + 2}" y="${y + 2}" width="${width - 4}" height="${height - 4}" rx="6" fill="${colour(change)}"/>
        <text x="${x + width / 2}" y="${y + height / 2}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#ffffff">${name}</text>
        <text x="${x + width / 2}" y="${y + height / 2 + size * 0.9}" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.6}" fill="#ffffff">${change > 0 ? "+" : ""}${change.toFixed(1)}%</text>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
    <rect width="1200" height="750" fill="${dark.bg}"/>
    <text x="20" y="56" font-family="${FONT}" font-size="30" font-weight="700" fill="${dark.text}">Crypto market · 24h change · sized by market cap</text>
    ${body}
  </svg>`;
  await writeFile(out("public/images/heatmap-crypto-24h.png"), await png(svg, 1200, 750));
}

await Promise.all([openGraph(), favicon(), chartReply(), heatmapReply()]);
console.log("Rendered public/og.png, public/images/*.png, src/app/favicon.ico and src/app/apple-icon.png");
