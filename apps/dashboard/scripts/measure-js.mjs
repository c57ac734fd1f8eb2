// The dashboard's first-load JavaScript budget (issue 33): every page may load at most 230 kB (gzip) of script
// more than Next.js's own runtime (the build manifest's rootMainFiles: React, the router, Turbopack's runtime).
// The dashboard's pages sit behind sign-in and several render per request, so a page's scripts are read from the
// build's client reference manifests rather than from HTML (@chartbot/js-budget); for a prerendered page they are
// the same files its HTML loads. Code a page loads later (next/dynamic, such as a chart) is not counted.
// Prints a table and exits 1 when a page is over budget (docs/decisions/dashboard-js-budget.md).
//
//   node scripts/measure-js.mjs                        build the dashboard into .next, then measure
//   node scripts/measure-js.mjs --no-build --dist DIR  measure a build already made (CI: the browser tests', .next-e2e)
//   node scripts/measure-js.mjs --verbose              also list the scripts of the largest page
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  appPageScripts,
  appPages,
  compareWithBaseline,
  formatTable,
  KB,
  kilobytes,
  measureScripts,
  nextBuild,
  nextRuntime,
  verdict,
} from "@chartbot/js-budget";

const BUDGET_BYTES = 230 * KB;

const appDir = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: ".next" },
    "no-build": { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});
const distDir = join(appDir, values.dist);

if (!values["no-build"]) {
  nextBuild({ appDir, label: "the dashboard", env: { DASHBOARD_DIST_DIR: values.dist } });
}

if (!existsSync(join(distDir, "app-path-routes-manifest.json"))) {
  console.error(`No production build in ${distDir}: run without --no-build.`);
  process.exit(1);
}

const baseline = nextRuntime(distDir);
const rows = compareWithBaseline(
  appPages(distDir).map(({ route, entry }) => measureScripts(distDir, route, appPageScripts(distDir, entry))),
  baseline,
  BUDGET_BYTES,
);

console.log(
  `\nFirst-load JavaScript per dashboard page (gzip, 1 kB = 1000 bytes); budget: +${kilobytes(BUDGET_BYTES)} kB over Next.js's runtime\n`,
);
console.log(formatTable(rows, baseline, BUDGET_BYTES));

const { ok, largest, text } = verdict(rows);
if (values.verbose) {
  console.log(`\nScripts of ${largest.route}:`);
  for (const file of [...largest.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kilobytes(file.gzip).padStart(7)} kB  ${file.url}`);
  }
}
console.log(`\n${text}`);
process.exit(ok ? 0 : 1);
