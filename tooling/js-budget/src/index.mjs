// First-load JavaScript of a Next.js build (App Router): which script files a page's first visit downloads,
// their gzip sizes, and the budget report against a baseline. Plain JavaScript, run by `node` on a finished
// build; read by apps/web/scripts/measure-js.mjs and apps/dashboard/scripts/measure-js.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

/** One kilobyte, as Next.js's build output counts it. */
export const KB = 1000;

/** Formats bytes as kilobytes with one decimal: 1234 -> "1.2". */
export const kilobytes = (bytes) => (bytes / KB).toFixed(1);

/** Gzip size in bytes at zlib's default level, the level `next start` compresses with. */
export function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

/** The file a `/_next/static/...` URL is served from, in a build's `distDir`. */
export function staticFile(distDir, url) {
  const path = new URL(url, "http://localhost").pathname;
  if (!path.startsWith("/_next/static/")) throw new Error(`not a Next.js static asset: ${url}`);
  return join(distDir, "static", decodeURIComponent(path.slice("/_next/static/".length)));
}

/** A page measured from the URLs of its scripts: each file with its gzip size, and their total. */
export function measureScripts(distDir, route, urls) {
  const files = urls.map((url) => ({ url, gzip: gzipSize(readFileSync(staticFile(distDir, url))) }));
  return { route, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const staticUrl = (file) => `/_next/${file}`;

/**
 * Next's own runtime, which every page of an App Router build loads before any code of the app: the build
 * manifest's `rootMainFiles` (React, the router, Turbopack's runtime). The baseline of a page whose own HTML is
 * not on disk (a page rendered per request).
 */
export function nextRuntime(distDir) {
  const { rootMainFiles } = readJson(join(distDir, "build-manifest.json"));
  return measureScripts(distDir, "Next.js runtime", rootMainFiles.map(staticUrl));
}

/**
 * The script files of one App Router page's first load, read from the build rather than from its HTML (a page
 * rendered per request has none on disk): Next's runtime and the entry scripts of every segment the page's client
 * reference manifest names (root layout, error and not-found boundaries, the page). The same files a prerendered
 * page's HTML loads, `noModule` polyfills aside. `entry` is the manifest's key, as in `/account/page`.
 */
export function appPageScripts(distDir, entry) {
  const { rootMainFiles } = readJson(join(distDir, "build-manifest.json"));
  const manifestFile = join(distDir, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!existsSync(manifestFile)) throw new Error(`no client reference manifest for ${entry} in ${distDir}`);
  const context = {};
  runInNewContext(readFileSync(manifestFile, "utf8"), context);
  const manifest = context.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`${manifestFile} does not describe ${entry}`);
  const files = new Set(rootMainFiles);
  for (const segmentFiles of Object.values(manifest.entryJSFiles)) {
    for (const file of segmentFiles) files.add(file);
  }
  return [...files].map(staticUrl);
}

/**
 * Every App Router page of a build (`app-path-routes-manifest.json`: pages, not route handlers such as icons),
 * except Next's internal error shell, as `{ route, entry }`, sorted by route.
 */
export function appPages(distDir) {
  const routes = readJson(join(distDir, "app-path-routes-manifest.json"));
  return Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith("/page") && route !== "/_global-error")
    .map(([entry, route]) => ({ route, entry }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Each page's total and its difference from the baseline, with whether it stays within the budget. */
export function compareWithBaseline(pages, baseline, budgetBytes) {
  return pages.map((page) => {
    const delta = page.gzip - baseline.gzip;
    return { ...page, delta, withinBudget: delta <= budgetBytes };
  });
}

/** The report: one row per page, the baseline (named by its `route`) first. */
export function formatTable(rows, baseline, budgetBytes) {
  const width = Math.max(24, baseline.route.length, ...rows.map((row) => row.route.length)) + 2;
  const line = (route, files, gzip, delta, status) =>
    `${route.padEnd(width)}${String(files).padStart(6)}${gzip.padStart(12)}${delta.padStart(16)}  ${status}`;
  return [
    line("route", "files", "gzip kB", "vs baseline kB", "budget"),
    line(baseline.route, baseline.files.length, kilobytes(baseline.gzip), "", "baseline"),
    ...rows.map((row) =>
      line(
        row.route,
        row.files.length,
        kilobytes(row.gzip),
        `${row.delta >= 0 ? "+" : ""}${kilobytes(row.delta)}`,
        row.withinBudget ? "ok" : `OVER (+${kilobytes(budgetBytes)} kB allowed)`,
      ),
    ),
  ].join("\n");
}

/** The closing line of a report: how many pages passed, and the largest addition over the baseline. */
export function verdict(rows) {
  const largest = rows.reduce((max, row) => (row.delta > max.delta ? row : max), rows[0]);
  const over = rows.filter((row) => !row.withinBudget).length;
  const added = `the largest adds ${kilobytes(largest.delta)} kB (${largest.route})`;
  return {
    ok: over === 0,
    largest,
    text:
      over === 0
        ? `All ${rows.length} pages within budget; ${added}.`
        : `${over} of ${rows.length} pages over budget; ${added}.`,
  };
}

/**
 * `next build [dir]` with the Next.js of the app in `appDir` (run there, production, no telemetry, `env` added),
 * printing what it builds and how long it took; on failure prints the build's output and exits the process.
 */
export function nextBuild({ appDir, dir, label, env = {} }) {
  const nextPackage = createRequire(join(appDir, "package.json"));
  const nextBin = nextPackage.resolve("next/dist/bin/next");
  process.stdout.write(`Building ${label} (next ${nextPackage("next/package.json").version}, Turbopack)... `);
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, "build", ...(dir ? [dir] : [])], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stdout.write("failed\n");
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}
