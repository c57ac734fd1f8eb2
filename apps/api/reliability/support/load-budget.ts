/** The load test's latency budget, on a machine as fast as the reference or faster: p99 under this many ms. */
export const P99_BUDGET_MS = 100;

/**
 * The bare select's speed (`bench/api.bench.ts`: the median of its rounds, requests a second) on the machines
 * the budget was set on: 4,200 to 5,800 alone and 6,200 to 7,900 in CI, where the load test's p99 was 40 to
 * 75 ms (docs/decisions/api-budget-against-bare-select.md, "A latency budget for the machine").
 */
export const REFERENCE_BARE_SELECT_RPS = 5_000;

/**
 * How much slower than the reference a machine may be and still be judged: past it the budget stays at this
 * multiple of `P99_BUDGET_MS`, so a machine too slow to tell a regression from its own speed fails the budget.
 */
export const MAX_SLOWDOWN = 2;

/** What the latency budget is on this run's machine, and why. */
export interface LatencyBudget {
  /** p99 must be under this many ms. */
  ms: number;
  /** The bare select's requests a second in the same run, when the throughput budget measured it. */
  bareSelectRps: number | undefined;
  /** One line for the run's output: the budget and how it was reached. */
  explanation: string;
}

/**
 * The p99 budget for a machine whose bare select served `bareSelectRps` in the same run: `P99_BUDGET_MS` on a
 * machine as fast as the reference or faster (never looser), scaled by how much slower it is otherwise, up to
 * `MAX_SLOWDOWN` times. With no measurement it is `P99_BUDGET_MS`. A regression of the API is judged alike on
 * any machine: it slows the API, not the bare select.
 */
export function latencyBudget(bareSelectRps: number | undefined): LatencyBudget {
  if (bareSelectRps === undefined) {
    return {
      ms: P99_BUDGET_MS,
      bareSelectRps,
      explanation: `${P99_BUDGET_MS} ms (the bare select was not measured in this run)`,
    };
  }
  if (!Number.isFinite(bareSelectRps) || bareSelectRps <= 0) {
    throw new Error(`the bare select's requests a second must be a positive number, not ${bareSelectRps}`);
  }
  const slowdown = Math.min(MAX_SLOWDOWN, Math.max(1, REFERENCE_BARE_SELECT_RPS / bareSelectRps));
  const ms = Math.round(P99_BUDGET_MS * slowdown);
  const measured = `the bare select served ${Math.round(bareSelectRps)} req/s against the reference ${REFERENCE_BARE_SELECT_RPS}`;
  return {
    ms,
    bareSelectRps,
    explanation:
      slowdown === 1
        ? `${ms} ms (${measured})`
        : `${ms} ms: ${P99_BUDGET_MS} ms scaled by ${slowdown.toFixed(2)}, as ${measured}${slowdown === MAX_SLOWDOWN ? ` (at most ${MAX_SLOWDOWN} times)` : ""}`,
  };
}

/** `RELIABILITY_LOAD_BARE_SELECT_RPS`, as `scripts/bench.sh` passes it from the throughput budget's run. */
export function bareSelectRpsFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`RELIABILITY_LOAD_BARE_SELECT_RPS must be a positive number (got "${raw}")`);
  }
  return value;
}
