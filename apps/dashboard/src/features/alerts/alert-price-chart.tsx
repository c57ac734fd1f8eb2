"use client";

import type { PricePoint } from "@chartbot/contracts/prices";
import { ColorType, createChart, LineSeries, LineStyle, type UTCTimestamp } from "lightweight-charts";
import { useEffect, useRef } from "react";
import * as styles from "./alerts.css";

/** The points as the library takes them: one per second at most (the last wins), in time order. */
export function toLineData(points: readonly PricePoint[]): { time: UTCTimestamp; value: number }[] {
  const bySecond = new Map<number, number>();
  for (const point of points) bySecond.set(Math.floor(Date.parse(point.observedAt) / 1000), point.price);
  return [...bySecond]
    .sort(([a], [b]) => a - b)
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

/** The theme's colours, read from the custom properties of the chart's figure (see `priceChart`). */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return {
    text: read("--chart-text"),
    grid: read("--chart-grid"),
    line: read("--chart-line"),
    level: read("--chart-level"),
  };
}

/**
 * The canvas of an alert's price chart (lightweight-charts): the prices as a line, the level as a dashed
 * line. Decorative for assistive technology: the figure's caption says the same in words. Follows the theme
 * when it changes.
 */
export function PriceChartCanvas({ points, level }: { points: readonly PricePoint[]; level: number | null }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      // The logo is a link inside a canvas hidden from assistive technology; the figure's caption credits
      // TradingView instead, as the library's licence allows. Off from the start: made with the chart and
      // turned off by a later option, the link stayed in the page until the next frame (axe saw it there).
      layout: { attributionLogo: false, background: { type: ColorType.Solid, color: "transparent" } },
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      timeScale: { timeVisible: true, secondsVisible: false, borderVisible: false },
      rightPriceScale: { borderVisible: false },
      crosshair: { horzLine: { visible: false } },
    });
    const series = chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false });
    series.setData(toLineData(points));
    const levelLine =
      level === null
        ? undefined
        : series.createPriceLine({ price: level, lineStyle: LineStyle.Dashed, lineWidth: 1, title: "Level" });
    const paint = () => {
      const colours = themeColours(element.parentElement ?? element);
      chart.applyOptions({
        layout: { textColor: colours.text },
        grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      });
      series.applyOptions({ color: colours.line });
      levelLine?.applyOptions({ color: colours.level });
    };
    paint();
    chart.timeScale().fitContent();
    // The theme toggle changes the root's class: repaint in the new colours.
    const observer = new MutationObserver(paint);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["class", "data-theme"],
    });
    return () => {
      observer.disconnect();
      chart.remove();
    };
  }, [points, level]);
  return <div ref={container} className={styles.priceChartCanvas} aria-hidden="true" />;
}
