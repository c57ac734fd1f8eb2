"use client";

import { priceEndpoints } from "@chartbot/contracts/endpoints/prices";
import type { AlertPriceSeries } from "@chartbot/contracts/prices";
import { Link } from "@chartbot/ui/link";
import dynamic from "next/dynamic";
import { useApiQuery } from "@/client/use-api-query";
import { formatDateTime, formatLevel } from "@/features/format/format";
import * as styles from "./alerts.css";

/** The chart library is loaded only when an alert's chart is shown (the edit view), never with the page. */
const PriceChartCanvas = dynamic(
  () => import("./alert-price-chart").then((module) => module.PriceChartCanvas),
  {
    ssr: false,
    loading: () => <div className={styles.priceChartCanvas} />,
  },
);

/** How often the open chart asks for the new prices the bot reported. */
const REFRESH_MS = 60_000;

/** The chart's text alternative: the span of the prices shown, their range and the level. */
export function describeSeries(series: AlertPriceSeries): string {
  const first = series.points[0];
  const last = series.points.at(-1);
  if (!first || !last) return "No prices reported for this market in the last 24 hours.";
  const prices = series.points.map((point) => point.price);
  const level = series.level === null ? "" : ` Your level: ${formatLevel(series.level)}.`;
  return `${series.points.length} prices reported from ${formatDateTime(first.observedAt)} to ${formatDateTime(last.observedAt)}: first ${formatLevel(first.price)}, last ${formatLevel(last.price)}, low ${formatLevel(Math.min(...prices))}, high ${formatLevel(Math.max(...prices))}.${level}`;
}

/** The recent prices the bot reported for the alert's market, with its level drawn, and the same in words. */
export function AlertPriceChart({ alertId }: { alertId: string }) {
  const series = useApiQuery(priceEndpoints.alertSeries, {
    params: { id: alertId },
    refetchInterval: REFRESH_MS,
  });
  if (!series.data) return null;
  return (
    <figure className={styles.priceChart} data-testid="alert-price-chart">
      {series.data.points.length > 0 && (
        <PriceChartCanvas points={series.data.points} level={series.data.level} />
      )}
      <figcaption className={styles.priceChartCaption}>
        {describeSeries(series.data)}{" "}
        {series.data.points.length > 0 && (
          // The library's licence asks for its attribution notice and a link to TradingView on the page; the
          // notice is here instead of its logo on the canvas (a focusable link axe finds hidden from readers).
          <>
            Chart by{" "}
            <Link href="https://www.tradingview.com/" target="_blank" rel="noopener">
              TradingView Lightweight Charts™
            </Link>
            , Copyright 2023 TradingView, Inc.
          </>
        )}
      </figcaption>
    </figure>
  );
}
