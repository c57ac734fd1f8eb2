import type { TestContext } from "vitest";

/** A measured value: a count, a duration in ms, a rate, or a short text. */
export type FigureValue = number | string;

/** The figures one check recorded, under the issue item it belongs to. */
export interface CheckFigures {
  item: ReliabilityItem;
  figures: Record<string, FigureValue>;
}

declare module "vitest" {
  interface TaskMeta {
    reliability?: CheckFigures;
  }
}

/** The items of issue 7, in its order, then later ones: the report groups checks by these. */
export const RELIABILITY_ITEMS = [
  "Bad input",
  "Authorization",
  "Load",
  "Database faults",
  "Payment webhooks",
  "Secrets",
  "Redirects",
  "Rate limiting",
  "Headers",
  "Production guard",
  "Health checks",
  "Control characters",
  "Redis outage",
  "Webhook addresses",
  "Bot report times",
  "Trigger prices",
  "Terms versions",
  "Discord unlinking",
  "Discord failures",
  "Bot-token guesses",
  "Job engine",
  "Channel alert holds",
] as const;

export type ReliabilityItem = (typeof RELIABILITY_ITEMS)[number];

/**
 * Records figures of the running check for the reliability report (printed and written to
 * `.test-results/reliability.json` by `figures-reporter.ts`). Later calls add to earlier ones.
 */
export function recordFigures(
  context: TestContext,
  item: ReliabilityItem,
  figures: Record<string, FigureValue>,
): void {
  const previous = context.task.meta.reliability?.figures ?? {};
  context.task.meta.reliability = { item, figures: { ...previous, ...figures } };
}

/** The p-th percentile (0-100) of a list of numbers; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/** Counts of each distinct value, e.g. status codes: `{ "400": 912, "404": 88 }`. */
export function tally(values: Iterable<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

/** `400×912 404×88`: a tally on one line. */
export const formatTally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}×${count}`)
    .join(" ");
