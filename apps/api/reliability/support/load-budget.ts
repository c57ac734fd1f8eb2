/** The load test's latency budget on a machine fast enough for it: p99 under this many ms. */
export const P99_BUDGET_MS = 100;

/**
 * How many times the p99 of a bare route under the same load (bench/bare-server.ts: the same four requests,
 * one statement each, on the same database in the same run) the API's p99 may be. The API does more for each
 * request than the bare route (the session, rate limits, validation, the create's checks in its statement), as
 * the throughput budget allows; this is the share of the tail that work may add.
 */
export const BARE_TAIL_ALLOWANCE = 1.5;

/**
 * The loosest the budget gets: on a machine where the bare route's own p99 is past `MAX_BUDGET_MS /
 * BARE_TAIL_ALLOWANCE`, the machine is too slow to tell a regression from its own speed, and the budget fails.
 */
export const MAX_BUDGET_MS = 2 * P99_BUDGET_MS;

/** What the latency budget is in this run, and why. */
export interface LatencyBudget {
  /** p99 must be under this many ms. */
  ms: number;
  /** The bare route's p99 under the same load in the same run, when it was measured. */
  bareP99: number | undefined;
  /** One line for the run's output: the budget and how it was reached. */
  explanation: string;
}

/**
 * The p99 budget for a run whose bare route had a p99 of `bareP99` ms under the same load: `P99_BUDGET_MS`, or,
 * on a machine where even the bare route comes near it, `BARE_TAIL_ALLOWANCE` times the bare route's p99,
 * whichever is larger, and never past `MAX_BUDGET_MS`. With no measurement it is `P99_BUDGET_MS`. A regression
 * of the API is judged alike on any machine: it slows the API, not the bare route.
 */
export function latencyBudget(bareP99: number | undefined): LatencyBudget {
  if (bareP99 === undefined) {
    return {
      ms: P99_BUDGET_MS,
      bareP99,
      explanation: `${P99_BUDGET_MS} ms (the bare route was not measured in this run)`,
    };
  }
  if (!Number.isFinite(bareP99) || bareP99 <= 0) {
    throw new Error(`the bare route's p99 must be a positive number of ms, not ${bareP99}`);
  }
  const relative = Math.round(BARE_TAIL_ALLOWANCE * bareP99);
  const ms = Math.min(MAX_BUDGET_MS, Math.max(P99_BUDGET_MS, relative));
  const measured = `the bare route's p99 under the same load was ${Math.round(bareP99)} ms`;
  return {
    ms,
    bareP99,
    explanation:
      relative <= P99_BUDGET_MS
        ? `${ms} ms (${measured})`
        : `${ms} ms: ${BARE_TAIL_ALLOWANCE} times the bare route's p99, as ${measured}${relative > MAX_BUDGET_MS ? ` (at most ${MAX_BUDGET_MS} ms: this machine is too slow to judge)` : ""}`,
  };
}
