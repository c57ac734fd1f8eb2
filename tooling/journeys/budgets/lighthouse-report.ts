/** The budgets of issue 6 (scores out of 100), which CI enforces; CLS must be 0 as well. */
export const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
export type Category = keyof typeof BUDGET;
export const CATEGORIES = Object.keys(BUDGET) as Category[];

/** The parts of a Lighthouse JSON report (LHR) the budgets read. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

export interface RouteResult {
  route: string;
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the host's CPU during the run (higher is faster; it drops when the host is busy). */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  /** Audits that kept a category below 100, to make a failure actionable. */
  failingAudits: string[];
  passed: boolean;
  /** How many times the route was measured (more than once only after a miss), and each run's performance. */
  runs: number;
  performanceRuns: number[];
}

/**
 * Whether one measurement meets every budget. Where the host cannot judge the performance score
 * (`judgesPerformance` false, budgets/host-fitness.ts), every other budget still counts.
 */
export function withinBudget(result: Pick<RouteResult, "scores" | "cls">, judgesPerformance = true): boolean {
  return (
    CATEGORIES.every((c) => (c === "performance" && !judgesPerformance) || result.scores[c] >= BUDGET[c]) &&
    result.cls === 0
  );
}

/** The figures of one report that the budgets and the table need. */
export function summarise(route: string, report: LighthouseReport, judgesPerformance = true): RouteResult {
  const score = (category: Category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>;
  const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
  const failingAudits = CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = report.audits[ref.id];
        return audit?.score !== null && audit?.score !== undefined && audit.score < 1;
      })
      .map((ref) => `${category}/${ref.id} (${report.audits[ref.id]?.score})`),
  );
  return {
    route,
    scores,
    cls,
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    cpuSlowdownMultiplier: report.configSettings.throttling.cpuSlowdownMultiplier,
    failingAudits,
    passed: withinBudget({ scores, cls }, judgesPerformance),
    runs: 1,
    performanceRuns: [scores.performance],
  };
}

/**
 * The per-route table `pnpm bench` prints (Markdown, so it can be pasted into the README). Where the host did
 * not judge the performance score, its column says so.
 */
export function table(results: RouteResult[], judgesPerformance = true): string {
  const header =
    "| route | perf | a11y | best practices | SEO | CLS | LCP ms | TBT ms | benchmarkIndex | runs | budget |";
  const rule = "|---|---|---|---|---|---|---|---|---|---|---|";
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.scores.performance}${judgesPerformance ? "" : " (not judged)"} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.cls} | ${r.lcpMs} | ${r.tbtMs} | ${r.benchmarkIndex} | ${r.runs === 1 ? "1" : `${r.runs} (perf ${r.performanceRuns.join("/")})`} | ${r.passed ? "ok" : "FAIL"} |`,
  );
  return [header, rule, ...rows].join("\n");
}
