import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../../apps/web/src/content/routes";
import { CHROMIUM_PATH } from "../support/browser";
import { WEB_ORIGIN } from "../support/env";

const LIGHTHOUSE = join(import.meta.dirname, "..", "node_modules", ".bin", "lighthouse");
const RESULTS = join(import.meta.dirname, "..", ".test-results", "lighthouse.json");

/** The budgets of issue 6 (scores out of 100). */
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];

interface RouteResult {
  route: string;
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits that kept a category below 100, to make a failure actionable. */
  failingAudits: string[];
  passed: boolean;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

/**
 * Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART, "run Lighthouse again"):
 * such a run is repeated, up to three attempts.
 */
async function lighthouse(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again|NO_NAVSTART|NO_FCP/i.test(String(error))) throw error;
      console.log(`[lighthouse] ${url}: ${String(error).split("\n")[0]}; trying again`);
    }
  }
}

/** Runs the Lighthouse CLI (mobile preset: its default) on one URL and returns the JSON report. */
function lighthouseOnce(url: string): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE,
      [
        url,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as LighthouseReport);
      } catch (error) {
        reject(error);
      }
    });
  });
}

function summarise(route: string, report: LighthouseReport): RouteResult {
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
  const passed = CATEGORIES.every((c) => scores[c] >= BUDGET[c]) && cls === 0;
  return {
    route,
    scores,
    cls,
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    failingAudits,
    passed,
  };
}

function table(results: RouteResult[]): string {
  const header = "| route | perf | a11y | best practices | SEO | CLS | LCP ms | TBT ms | budget |";
  const rule = "|---|---|---|---|---|---|---|---|---|";
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.cls} | ${r.lcpMs} | ${r.tbtMs} | ${r.passed ? "ok" : "FAIL"} |`,
  );
  return [header, rule, ...rows].join("\n");
}

test("every marketing route meets the Lighthouse budgets (mobile preset)", async () => {
  const results: RouteResult[] = [];
  for (const route of PUBLIC_ROUTES) {
    const result = summarise(route, await lighthouse(`${WEB_ORIGIN}${route}`));
    results.push(result);
    console.log(
      `[lighthouse] ${route}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(", ")}, CLS ${result.cls}`,
    );
  }
  mkdirSync(join(RESULTS, ".."), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), budget: { ...BUDGET, cls: 0 }, results }, null, 2)}\n`,
  );
  console.log(`\nLighthouse (mobile preset), production build:\n${table(results)}\n`);
  for (const result of results) {
    expect
      .soft(
        result.passed,
        `${result.route}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]} (budget ${BUDGET[c]})`).join(", ")}, CLS ${result.cls} (budget 0); below 100: ${result.failingAudits.join(", ") || "none"}`,
      )
      .toBe(true);
  }
});
