import { describe, expect, it } from "vitest";
import {
  BARE_TAIL_ALLOWANCE,
  latencyBudget,
  MAX_BUDGET_MS,
  P99_BUDGET_MS,
} from "../reliability/support/load-budget.js";

describe("the load test's latency budget", () => {
  it("is 100 ms where the bare route's tail leaves room for the API's work, never looser", () => {
    expect(latencyBudget(20).ms).toBe(P99_BUDGET_MS);
    expect(latencyBudget(P99_BUDGET_MS / BARE_TAIL_ALLOWANCE).ms).toBe(P99_BUDGET_MS);
    expect(latencyBudget(40).explanation).toBe("100 ms (the bare route's p99 under the same load was 40 ms)");
  });

  it("is 1.5 times the bare route's p99 on a machine where even the bare route comes near 100 ms", () => {
    const budget = latencyBudget(102);
    expect(budget.ms).toBe(153);
    expect(budget.explanation).toBe(
      "153 ms: 1.5 times the bare route's p99, as the bare route's p99 under the same load was 102 ms",
    );
  });

  it("stops at MAX_BUDGET_MS, so a machine too slow to judge fails it", () => {
    expect(latencyBudget(400).ms).toBe(MAX_BUDGET_MS);
    expect(latencyBudget(400).explanation).toContain("at most 200 ms: this machine is too slow to judge");
  });

  it("is 100 ms when the bare route was not measured", () => {
    expect(latencyBudget(undefined)).toMatchObject({ ms: P99_BUDGET_MS, bareP99: undefined });
  });

  it("refuses a p99 that is not a positive number", () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => latencyBudget(bad)).toThrow("must be a positive number");
    }
  });
});
