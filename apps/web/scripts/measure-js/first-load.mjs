// Helpers of measure-js.mjs: which scripts a prerendered marketing page loads (its HTML, after paint-first).
// The sizes, the baseline and the report are @chartbot/js-budget's.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { measureScripts } from "@chartbot/js-budget";
import { loaderSources } from "../../src/lib/paint-first.ts";

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

/** The scripts one prerendered page loads first, each with its gzip size, and their total. */
export function measurePage(distDir, route) {
  return measureScripts(
    distDir,
    route,
    firstLoadScripts(readFileSync(routeHtmlFile(distDir, route), "utf8")),
  );
}
