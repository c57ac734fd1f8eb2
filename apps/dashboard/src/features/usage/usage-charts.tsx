"use client";

import type { UsageHeadline } from "@chartbot/addons";
import type { Usage } from "@chartbot/contracts/usage";
import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import * as styles from "./usage.css";
import { dayLabel, FIGURE_LABELS, stacks } from "./usage-figures";

const count = new Intl.NumberFormat("en-US");

export interface UsageChartsProps {
  usage: Usage;
  headlines: readonly UsageHeadline[];
}

/**
 * A bar chart a day at a time for each headline, with its figures as a table behind it (the chart is a picture of
 * the table: screen readers get the table, the chart is hidden from them). Loaded on its own (`next/dynamic`):
 * recharts is heavy and only these pages draw charts.
 */
export default function UsageCharts({ usage, headlines }: UsageChartsProps) {
  const data = usage.daily.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <div className={styles.charts}>
      {headlines.map((headline) => {
        const stacked = stacks(headline.figures);
        return (
          <figure key={headline.name} className={styles.figure}>
            <figcaption className={styles.caption}>{headline.name}</figcaption>
            <div className={styles.plot} aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={data}
                  accessibilityLayer={false}
                  margin={{ top: 4, right: 4, bottom: 0, left: -16 }}
                >
                  <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={12} tickLine={false} />
                  <YAxis allowDecimals={false} width={48} tickLine={false} />
                  {headline.figures.map((figure, index) => (
                    <Bar
                      key={figure}
                      dataKey={figure}
                      name={FIGURE_LABELS[figure]}
                      stackId={stacked ? "day" : undefined}
                      className={styles.series[index]}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ul className={styles.key} aria-hidden="true">
              {headline.figures.map((figure, index) => (
                <li key={figure}>
                  <span className={`${styles.swatch} ${styles.series[index] ?? ""}`} />
                  {FIGURE_LABELS[figure]}
                </li>
              ))}
            </ul>
            <details>
              <summary className={styles.summary}>The figures by day</summary>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption>
                    {headline.name}, the last {usage.days} days (UTC)
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      {headline.figures.map((figure) => (
                        <th key={figure} scope="col">
                          {FIGURE_LABELS[figure]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((day) => (
                      <tr key={day.date}>
                        <th scope="row">{day.label}</th>
                        {headline.figures.map((figure) => (
                          <td key={figure}>{count.format(day[figure])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </figure>
        );
      })}
    </div>
  );
}
