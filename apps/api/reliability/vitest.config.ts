import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { FiguresReporter } from "./support/figures-reporter.js";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
/**
 * The run's name in its reports: `reliability` for the suite; the API budget's runs of the load test
 * (scripts/bench.sh) name theirs `load-budget`, so they do not overwrite the suite's figures and counts.
 */
const runName = process.env.RELIABILITY_RUN_NAME || "reliability";
const figuresFile = fileURLToPath(new URL(`../../../.test-results/${runName}.json`, import.meta.url));
/** Counted by the test command's closing summary (scripts/test-summary.mjs). */
const reportFile = fileURLToPath(new URL(`../.test-results/vitest-${runName}.json`, import.meta.url));

/**
 * `.ci/run` runs the load test once, as the API's latency budget after the test command, on a machine of its own
 * and with every check the suite's run makes (plus the p99): with `RELIABILITY_LOAD_IN_BUDGET=1` the suite's
 * run, beside the browser suites, leaves it to the budget instead of loading both cores for 30 s first.
 */
const loadInBudget = process.env.RELIABILITY_LOAD_IN_BUDGET === "1";

/** PostgreSQL on this machine (DESIGN.md): the load and fault checks need a real server. */
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export default defineConfig({
  test: {
    root: apiDir,
    include: ["reliability/**/*.reliability.ts"],
    exclude: [...configDefaults.exclude, ...(loadInBudget ? ["reliability/load.reliability.ts"] : [])],
    // One file at a time: the load test needs the machine to itself, and the database fault test stops
    // PostgreSQL, which the other files use.
    fileParallelism: false,
    maxWorkers: 1,
    // The files share one worker's imports instead of importing the API again each (about 100 s of CPU in CI,
    // where the suite runs beside the browser suites): each starts its own processes and databases.
    isolate: false,
    // The API's production bundle, built once for the run's API processes (support/api-process.ts).
    globalSetup: ["reliability/support/global-setup.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    env: { DATABASE_URL: process.env.DATABASE_URL || DEFAULT_DATABASE_URL },
    reporters: ["default", ["json", { outputFile: reportFile }], new FiguresReporter(figuresFile)],
  },
});
