// Pure helpers of measure-js.mjs: which scripts a prerendered page loads, and how the budget reads them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loaderSources } from "../../src/lib/paint-first.ts";

/** One kilobyte, as Next.js's build output counts it. */
export const KB = 1000;

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/**
 * The script URLs a browser fetches while loading the page: every `<script src>` except `noModule`
 * polyfills (modern browsers skip them), every `<link rel="preload|modulepreload">` of a script, and the
 * scripts the page asks for after its first frame (src/lib/paint-first.ts). Inline scripts (Next's flight
 * data, the theme script, that loader) are part of the HTML document, not counted here.
 */
export function firstLoadScripts(html) {
  const urls = new Set(loaderSources(html));
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src && !/\snomodule\b/i.test(tag)) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload" || (rel === "preload" && attribute(tag, "as") === "script")) urls.add(href);
  }
  return [...urls];
}

/** The file a `/_next/static/...` URL is served from, in a build's `distDir`. */
export function staticFile(distDir, url) {
  const path = new URL(url, "http://localhost").pathname;
  if (!path.startsWith("/_next/static/")) throw new Error(`not a Next.js static asset: ${url}`);
  return join(distDir, "static", decodeURIComponent(path.slice("/_next/static/".length)));
}

/** Gzip size in bytes at zlib's default level, the level `next start` compresses with. */
export function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

/**
 * The HTML file of a prerendered App Router route: under `server/app`, or, in a build with an adapter (ours:
 * src/lib/paint-first.ts), under `server/route-cache/APP_PAGE/<key>/$`.
 */
export function routeHtmlFile(distDir, route) {
  const file = `${route === "/" ? "/index" : route}.html`;
  const app = join(distDir, "server", "app", file);
  const cache = join(distDir, "server", "route-cache", "APP_PAGE");
  if (existsSync(app) || !existsSync(cache)) return app;
  for (const key of readdirSync(cache)) {
    const cached = join(cache, key, "$", file);
    if (existsSync(cached)) return cached;
  }
  return app;
}

/** Every prerendered page of a build (routes with an HTML file), except Next's internal error shell. */
export function prerenderedPages(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8"));
  return Object.keys(manifest.routes)
    .filter((route) => route !== "/_global-error" && existsSync(routeHtmlFile(distDir, route)))
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/** The scripts one page loads first, each with its gzip size, and their total. */
export function measurePage(distDir, route) {
  const html = readFileSync(routeHtmlFile(distDir, route), "utf8");
  const files = firstLoadScripts(html).map((url) => ({
    url,
    gzip: gzipSize(readFileSync(staticFile(distDir, url))),
  }));
  return { route, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** Each page's total and its difference from the baseline, with whether it stays within the budget. */
export function compareWithBaseline(pages, baseline, budgetBytes) {
  return pages.map((page) => {
    const delta = page.gzip - baseline.gzip;
    return { ...page, delta, withinBudget: delta <= budgetBytes };
  });
}

/** Formats bytes as kilobytes with one decimal: 1234 -> "1.2". */
export const kilobytes = (bytes) => (bytes / KB).toFixed(1);

/** The report: one row per page, the baseline first. */
export function formatTable(rows, baseline, budgetBytes) {
  const width = Math.max(24, ...rows.map((row) => row.route.length)) + 2;
  const line = (route, files, gzip, delta, status) =>
    `${route.padEnd(width)}${String(files).padStart(6)}${gzip.padStart(12)}${delta.padStart(14)}  ${status}`;
  return [
    line("route", "files", "gzip kB", "vs empty kB", "budget"),
    line("empty Next.js page", baseline.files.length, kilobytes(baseline.gzip), "", "baseline"),
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
