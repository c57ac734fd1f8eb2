import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { expect, test } from "@playwright/test";
import { WEB_ORIGIN } from "../support/env";
import {
  BUDGET,
  CATEGORIES,
  type LighthouseReport,
  type RouteResult,
  summarise,
  table,
  withinBudget,
} from "./lighthouse-report";
import { LighthouseTraceLost, withLighthouseBrowser } from "./run-lighthouse";

/** Every public route; `LIGHTHOUSE_ROUTES=/,/about` measures only those (to work on a page; CI measures all). */
const ROUTES = process.env.LIGHTHOUSE_ROUTES
  ? PUBLIC_ROUTES.filter((route) => process.env.LIGHTHOUSE_ROUTES?.split(",").includes(route))
  : PUBLIC_ROUTES;

const RESULTS = join(import.meta.dirname, "..", ".test-results", "lighthouse.json");

/**
 * Lighthouse's scores vary from run to run (its docs: the median of five runs is about twice as stable as one),
 * and more on a shared two-core machine. Once every route has been measured, a route that missed is measured
 * four more times and judged by the median of its five runs (by performance score). The extra runs have a time
 * budget of their own, `RERUN_BUDGET_MS`, counted from the end of the first pass (which takes about 8 minutes
 * for the 27 routes), so a broken build cannot keep `pnpm bench` going for long; a route whose extra runs did
 * not fit keeps the runs it has (with two, the lower one counts).
 */
const RUNS_FOR_A_MISS = 5;
const RERUN_BUDGET_MS = 10 * 60_000;

/**
 * Below this `benchmarkIndex` Lighthouse itself warns that the host is too slow for its default settings and
 * the scores may be off: on these machines that happens only while other work keeps the CPU busy.
 */
const BUSY_HOST_BENCHMARK_INDEX = 1000;
const ATTEMPTS_ON_A_BUSY_HOST = 3;

/**
 * One measurement of a route. A run during which the host measured as busy is not trusted and is done again
 * (up to three attempts); the run on the least busy host counts. The throttling is never changed.
 */
async function measure(run: (url: string) => Promise<LighthouseReport>, route: string): Promise<RouteResult> {
  let best: RouteResult | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS_ON_A_BUSY_HOST; attempt += 1) {
    const result = summarise(route, await run(`${WEB_ORIGIN}${route}`));
    if (!best || result.benchmarkIndex > best.benchmarkIndex) best = result;
    if (result.benchmarkIndex >= BUSY_HOST_BENCHMARK_INDEX) break;
    console.log(
      `[lighthouse] ${route}: benchmarkIndex ${result.benchmarkIndex}, the host is busy; measuring again`,
    );
  }
  return best as RouteResult;
}

/** The median of a route's runs (by performance score), with every run's performance score. */
function medianOf(runs: RouteResult[]): RouteResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  // With two runs (the time ran out) the lower one counts.
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as RouteResult;
  return { ...median, runs: runs.length, performanceRuns: runs.map((r) => r.scores.performance) };
}

function logResult(result: RouteResult) {
  console.log(
    `[lighthouse] ${result.route}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(", ")}, CLS ${result.cls}, TBT ${result.tbtMs} ms, benchmarkIndex ${result.benchmarkIndex}${result.runs > 1 ? ` (median of ${result.runs} runs: performance ${result.performanceRuns.join(", ")})` : ""}`,
  );
}

test("every marketing route meets the Lighthouse budgets (mobile preset)", async () => {
  await withLighthouseBrowser((run) => measureEveryRoute((route) => measure(run, route)));
});

async function measureEveryRoute(measureRoute: (route: string) => Promise<RouteResult>): Promise<void> {
  const started = Date.now();
  // One route at a time: two cores, and a measurement must not compete with another.
  const runs = new Map<string, RouteResult[]>();
  for (const route of ROUTES) {
    try {
      const first = await measureRoute(route);
      runs.set(route, [first]);
      logResult(first);
    } catch (error) {
      // A lost trace is tried again once the other routes are measured; any other error fails at once.
      if (!(error instanceof LighthouseTraceLost)) throw error;
      console.log(`[lighthouse] ${route}: ${error.message}; measuring it again after the other routes`);
      runs.set(route, []);
    }
  }
  for (const [route, routeRuns] of runs) {
    if (routeRuns.length > 0) continue;
    const result = await measureRoute(route);
    routeRuns.push(result);
    logResult(result);
  }
  const rerunDeadline = Date.now() + RERUN_BUDGET_MS;
  for (const route of ROUTES) {
    const routeRuns = runs.get(route) ?? [];
    if (withinBudget(routeRuns[0] as RouteResult)) continue;
    while (routeRuns.length < RUNS_FOR_A_MISS && Date.now() < rerunDeadline) {
      routeRuns.push(await measureRoute(route));
    }
    if (routeRuns.length > 1) logResult(medianOf(routeRuns));
  }
  const results = ROUTES.map((route) => medianOf(runs.get(route) ?? []));
  const seconds = Math.round((Date.now() - started) / 1000);
  mkdirSync(join(RESULTS, ".."), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds, budget: { ...BUDGET, cls: 0 }, results }, null, 2)}\n`,
  );
  const failing = results.filter((r) => !r.passed);
  console.log(
    `\nLighthouse 13 (mobile preset: simulated slow 4G, CPU slowdown 4x), production build, ${results.length} routes in ${seconds} s\n${table(results)}\n${
      failing.length === 0
        ? `All ${results.length} routes within budget.`
        : `${failing.length} of ${results.length} routes below the budget: ${failing.map((r) => r.route).join(", ")}`
    }\n`,
  );
  for (const result of results) {
    expect
      .soft(
        result.passed,
        `${result.route}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]} (budget ${BUDGET[c]})`).join(", ")}, CLS ${result.cls} (budget 0), TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms, benchmarkIndex ${result.benchmarkIndex}${result.runs > 1 ? `, median of ${result.runs} runs (performance ${result.performanceRuns.join(", ")})` : ""}; below 100: ${result.failingAudits.join(", ") || "none"}`,
      )
      .toBe(true);
  }
}
