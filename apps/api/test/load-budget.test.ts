import { describe, expect, it } from "vitest";
import {
  bareSelectRpsFrom,
  latencyBudget,
  MAX_SLOWDOWN,
  P99_BUDGET_MS,
  REFERENCE_BARE_SELECT_RPS,
} from "../reliability/support/load-budget.js";

describe("the load test's latency budget", () => {
  it("is 100 ms on a machine as fast as the reference or faster, never looser", () => {
    expect(latencyBudget(REFERENCE_BARE_SELECT_RPS).ms).toBe(P99_BUDGET_MS);
    expect(latencyBudget(REFERENCE_BARE_SELECT_RPS * 3).ms).toBe(P99_BUDGET_MS);
  });

  it("scales with how much slower the machine's bare select is", () => {
    const budget = latencyBudget(REFERENCE_BARE_SELECT_RPS / 1.5);
    expect(budget.ms).toBe(150);
    expect(budget.explanation).toBe(
      "150 ms: 100 ms scaled by 1.50, as the bare select served 3333 req/s against the reference 5000",
    );
  });

  it("stops scaling at MAX_SLOWDOWN, so a far slower machine fails it", () => {
    expect(latencyBudget(REFERENCE_BARE_SELECT_RPS / 10).ms).toBe(P99_BUDGET_MS * MAX_SLOWDOWN);
    expect(latencyBudget(REFERENCE_BARE_SELECT_RPS / 10).explanation).toContain("at most 2 times");
  });

  it("is 100 ms when the bare select was not measured", () => {
    expect(latencyBudget(undefined)).toMatchObject({ ms: P99_BUDGET_MS, bareSelectRps: undefined });
  });

  it("refuses a speed that is not a positive number", () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => latencyBudget(bad)).toThrow("must be a positive number");
    }
  });

  it("reads the speed from its variable: unset or blank is none, anything but a positive number is refused", () => {
    expect(bareSelectRpsFrom(undefined)).toBeUndefined();
    expect(bareSelectRpsFrom(" ")).toBeUndefined();
    expect(bareSelectRpsFrom("3308.5")).toBe(3308.5);
    expect(() => bareSelectRpsFrom("fast")).toThrow(
      'RELIABILITY_LOAD_BARE_SELECT_RPS must be a positive number (got "fast")',
    );
    expect(() => bareSelectRpsFrom("-5")).toThrow("must be a positive number");
  });
});
