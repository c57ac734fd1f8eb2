import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { expect, test } from "@playwright/test";
import { WEB_ORIGIN } from "../support/env";
import { type HostFitness, hostFitness, notJudgedWarning } from "./host-fitness";
import { BUDGET, CATEGORIES, type RouteResult, summarise, table } from "./lighthouse-report";
import { type Gathered, type Lighthouse, LighthouseTraceLost, withLighthouse } from "./run-lighthouse";

/** Every public route; `LIGHTHOUSE_ROUTES=/,/about` measures only those (to work on a page; CI measures all). */
const ROUTES = process.env.LIGHTHOUSE_ROUTES
  ? PUBLIC_ROUTES.filter((route) => process.env.LIGHTHOUSE_ROUTES?.split(",").includes(route))
  : PUBLIC_ROUTES;

const RESULTS = join(import.meta.dirname, "..", ".test-results", "lighthouse.json");

/**
 * Lighthouse's scores vary from run to run (its docs: the median of five runs is about twice as stable as one),
 * and more on a shared two-core machine. Once every route has been measured, a route that missed is measured
 * four more times and judged by the median of its five runs (by performance score). The extra runs have a time
 * budget of their own, `RERUN_BUDGET_MS`, counted from the end of the first pass, so a broken build cannot keep
 * `pnpm bench` going for long: a route's four extra runs start only before it ends.
 */
const RUNS_FOR_A_MISS = 5;
const RERUN_BUDGET_MS = 10 * 60_000;

/**
 * Below this `benchmarkIndex` Lighthouse itself warns that the host is too slow for its default settings and
 * the scores may be off: on these machines that happens only while other work keeps the CPU busy.
 */
const BUSY_HOST_BENCHMARK_INDEX = 1000;
const ATTEMPTS_ON_A_BUSY_HOST = 3;
/** Loads of a route whose trace Lighthouse lost (NO_NAVSTART, "run Lighthouse again") before it fails. */
const ATTEMPTS_ON_A_LOST_TRACE = 3;

/** Where the loads' artifacts wait for their audit (deleted at the end of the run). */
const ARTIFACTS = join(import.meta.dirname, "..", ".test-results", "lighthouse-artifacts");

/**
 * One load of a route. A load during which the host measured as busy is not trusted and is done again (up to
 * three loads); the load on the least busy host counts. The throttling is never changed.
 */
async function gatherRoute(lighthouse: Lighthouse, route: string): Promise<Gathered> {
  let best: Gathered | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS_ON_A_BUSY_HOST; attempt += 1) {
    const gathered = await lighthouse.gather(`${WEB_ORIGIN}${route}`);
    if (!best || gathered.benchmarkIndex > best.benchmarkIndex) best = gathered;
    if (gathered.benchmarkIndex >= BUSY_HOST_BENCHMARK_INDEX) break;
    console.log(
      `[lighthouse] ${route}: benchmarkIndex ${gathered.benchmarkIndex}, the host is busy; measuring again`,
    );
  }
  return best as Gathered;
}

/**
 * Measures each entry of `routes` (a route may come more than once): every load first, one at a time, then
 * every audit, on all cores. A load whose trace was lost is loaded and audited again, up to three times; any
 * other error fails the run. The results keep the order of `routes`.
 */
async function measureRoutes(
  lighthouse: Lighthouse,
  routes: readonly string[],
  host: HostFitness,
): Promise<RouteResult[]> {
  const results: RouteResult[] = new Array(routes.length);
  let todo = routes.map((route, index) => ({ route, index }));
  for (let attempt = 1; todo.length > 0; attempt += 1) {
    const loads: Gathered[] = [];
    const loading = Date.now();
    for (const { route } of todo) loads.push(await gatherRoute(lighthouse, route));
    const auditing = Date.now();
    const audited = await lighthouse.audit(loads);
    console.log(
      `[lighthouse] ${loads.length} loads in ${seconds(auditing - loading)} s, audited in ${seconds(Date.now() - auditing)} s`,
    );
    const lost: typeof todo = [];
    todo.forEach((entry, i) => {
      const outcome = audited[i];
      if (outcome && "report" in outcome) {
        results[entry.index] = summarise(entry.route, outcome.report, host.judgesPerformance);
        return;
      }
      const error = outcome?.error ?? new Error(`no audit of ${entry.route}`);
      if (!(error instanceof LighthouseTraceLost) || attempt >= ATTEMPTS_ON_A_LOST_TRACE) throw error;
      console.log(`[lighthouse] ${entry.route}: ${error.message.split("\n")[0]}; measuring it again`);
      lost.push(entry);
    });
    todo = lost;
  }
  return results;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

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
  // Measured before Chromium starts, with the machine quiet.
  const host = hostFitness();
  console.log(`[lighthouse] a first touch of a memory page costs ${host.pageFaultUs} µs on this host`);
  if (!host.judgesPerformance) {
    console.log(`[lighthouse] WARNING: ${notJudgedWarning(host)}`);
    // The run's summary lists it (scripts/test-summary.mjs), so a pass here never reads as a judged one.
    test.info().annotations.push({ type: "warning", description: notJudgedWarning(host) });
  }
  await withLighthouse(ARTIFACTS, (lighthouse) => measureEveryRoute(lighthouse, host));
});

async function measureEveryRoute(lighthouse: Lighthouse, host: HostFitness): Promise<void> {
  const started = Date.now();
  // One load at a time: two cores, and a load must not compete with anything. The audits come after.
  const runs = new Map<string, RouteResult[]>();
  const first = await measureRoutes(lighthouse, ROUTES, host);
  ROUTES.forEach((route, index) => {
    const result = first[index] as RouteResult;
    runs.set(route, [result]);
    logResult(result);
  });
  const rerunDeadline = Date.now() + RERUN_BUDGET_MS;
  for (const route of ROUTES) {
    const routeRuns = runs.get(route) ?? [];
    if ((routeRuns[0] as RouteResult).passed) continue;
    if (Date.now() >= rerunDeadline) continue;
    routeRuns.push(...(await measureRoutes(lighthouse, Array(RUNS_FOR_A_MISS - 1).fill(route), host)));
    logResult(medianOf(routeRuns));
  }
  const results = ROUTES.map((route) => medianOf(runs.get(route) ?? []));
  const took = Math.round((Date.now() - started) / 1000);
  mkdirSync(join(RESULTS, ".."), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds: took, budget: { ...BUDGET, cls: 0 }, host, results }, null, 2)}\n`,
  );
  const failing = results.filter((r) => !r.passed);
  console.log(
    `\nLighthouse 13 (mobile preset: simulated slow 4G, CPU slowdown 4x), production build, ${results.length} routes in ${took} s\n${table(results, host.judgesPerformance)}\n${
      failing.length === 0
        ? `All ${results.length} routes within budget${host.judgesPerformance ? "" : " (performance measured, not judged, on this host)"}.`
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
