// The first-load JavaScript budget of issue 6: every marketing page may load at most 25 kB (gzip) of
// script more than an empty Next.js page built the same way (bench/empty-app, same Next.js, Turbopack).
// Builds both, reads each prerendered page's <script src> and script preloads, sums the files' gzip sizes,
// prints a table and exits 1 when a page is over budget. Our scripts start with V8's compile hint
// (src/lib/compile-hints.ts) and the empty page's do not: that line counts against us, about 0.1 kB a page.
//
//   node scripts/measure-js.mjs              build apps/web and (when stale) the empty app, then measure
//   node scripts/measure-js.mjs --no-build   measure the builds already in .next (e.g. right after `build`)
//   node scripts/measure-js.mjs --verbose    also list the scripts of the empty page and of the largest page
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { compareWithBaseline, formatTable, KB, kilobytes, nextBuild, verdict } from "@chartbot/js-budget";
import { measurePage, prerenderedPages } from "./measure-js/first-load.mjs";

const BUDGET_BYTES = 25 * KB;

const webDir = fileURLToPath(new URL("..", import.meta.url));
const emptyDir = fileURLToPath(new URL("../bench/empty-app", import.meta.url));
const require = createRequire(new URL("../package.json", import.meta.url));
const nextVersion = require("next/package.json").version;

const args = new Set(process.argv.slice(2));
const build = !args.has("--no-build");
const verbose = args.has("--verbose");

// The empty app only changes with Next.js: rebuild it when the version it was built with differs.
const emptyDist = `${emptyDir}/.next`;
const emptyStamp = `${emptyDist}/bench-next-version`;
const emptyIsCurrent = existsSync(emptyStamp) && readFileSync(emptyStamp, "utf8") === nextVersion;
if (!emptyIsCurrent) {
  nextBuild({ appDir: webDir, dir: emptyDir, label: "the empty Next.js app" });
  writeFileSync(emptyStamp, nextVersion);
}
if (build) nextBuild({ appDir: webDir, label: "apps/web" });

const webDist = `${webDir}/.next`;
if (!existsSync(`${webDist}/prerender-manifest.json`)) {
  console.error("No production build in apps/web/.next: run without --no-build.");
  process.exit(1);
}

const baseline = { ...measurePage(emptyDist, "/"), route: "empty Next.js page" };
const rows = compareWithBaseline(
  prerenderedPages(webDist).map((route) => measurePage(webDist, route)),
  baseline,
  BUDGET_BYTES,
);

console.log(
  `\nFirst-load JavaScript per marketing page (gzip, 1 kB = 1000 bytes); budget: +${kilobytes(BUDGET_BYTES)} kB over an empty page\n`,
);
console.log(formatTable(rows, baseline, BUDGET_BYTES));

const { ok, largest, text } = verdict(rows);

if (verbose) {
  // Chunk names differ between the two builds, so list both pages' scripts rather than a file diff.
  for (const page of [baseline, largest]) {
    console.log(`\nScripts of ${page.route}:`);
    for (const file of [...page.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kilobytes(file.gzip).padStart(7)} kB  ${file.url}`);
    }
  }
}

console.log(`\n${text}`);
process.exit(ok ? 0 : 1);
