import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NextAdapter } from "next";

/*
 * Paint first, then fetch and run the scripts. Next.js puts a page's scripts in `<head>` as `<script async>`,
 * so they download beside the HTML and run while it is parsed and laid out, before the first frame. The
 * marketing pages are complete without script (text, links, images); their scripts only wake up the islands
 * (header menus, theme and cookie choices, the `/symbols` filter, the Lookup box). So every prerendered page
 * instead asks for its scripts once its first frame is drawn: the same scripts, in the same order.
 *
 * What it buys: the HTML does not share the connection with the scripts, and parsing and the first layout do
 * not share the main thread with them (in Lighthouse's traces both took about half as long), so the page is
 * drawn sooner, and Lighthouse no longer counts the scripts' download into the Largest Contentful Paint of
 * a page whose largest paint needs none of them. What it costs: the islands wake up one script download after
 * the first frame instead of at about the same time; until then a tap on a menu does nothing
 * (docs/decisions/paint-first.md).
 *
 * This file is self-contained (Node built-ins only, erasable types) because `next build` imports it as an
 * adapter (`adapterPath` in next.config.ts): Next calls `onBuildComplete` after the pages are prerendered and
 * before the standalone server is written, so every build of the site, however it is started, serves them so.
 */

/** A script tag of the page's own chunks, as Next.js writes it. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
/** A preload of one of those chunks (Next.js preloads a page's client chunk with a low priority). */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"[^<>]*? href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;

/** Marks a page already rewritten, so a second build step leaves it alone. */
export const PAINT_FIRST_MARKER = "data-paint-first";

/**
 * How long a visible page waits for word of its first paint before asking for its scripts anyway, so the
 * islands wake up even where the browser never reports one.
 */
export const NO_PAINT_FALLBACK_MS = 10_000;

/** The User Timing mark the loader sets when it asks for the scripts (after the first frame). */
export const SCRIPTS_ASKED_MARK = "paint-first:asked";
/** The User Timing mark it sets once every script has run: React has started the page. */
export const SCRIPTS_RAN_MARK = "paint-first:ran";

/**
 * The inline script that asks for `sources` once the first frame is on screen: a `paint` performance entry is
 * reported when the first paint has been presented (where the browser reports none, the frame after the first
 * `requestAnimationFrame` stands in). A tab opened in the background paints nothing until it is shown: it
 * asks at its `load` event, so its scripts are ready by then. Each script is added as Next.js would have
 * written it (async, in the same order); Turbopack's runtime then starts the page as before. The two marks
 * tell when the scripts were asked for and when they had all run (tests wait for the second).
 */
function scriptLoader(sources: readonly string[]): string {
  const steps = [
    `var d=0,n=${sources.length},P=window.PerformanceObserver`,
    `function r(){if(--n===0)performance.mark("${SCRIPTS_RAN_MARK}")}`,
    `function l(){if(d)return;d=1;performance.mark("${SCRIPTS_ASKED_MARK}");${JSON.stringify(sources)}.forEach(function(u){var s=document.createElement("script");s.src=u;s.async=true;s.onload=s.onerror=r;document.head.appendChild(s)})}`,
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(e,o){o.disconnect();setTimeout(l)}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(l)})`,
    `addEventListener("load",function(){if(document.visibilityState==="hidden")l()})`,
    `setTimeout(l,${NO_PAINT_FALLBACK_MS})`,
  ];
  return `<script ${PAINT_FIRST_MARKER}="">(function(){${steps.join(";")}})()</script>`;
}

/** The scripts a rewritten page's loader asks for (for the first-load JavaScript budget), or none. */
export function loaderSources(html: string): string[] {
  const list = new RegExp(`<script ${PAINT_FIRST_MARKER}="">[^<]*?(\\["[^\\]<]*\\])\\.forEach`).exec(
    html,
  )?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * A page's HTML with its chunk scripts asked for after its first frame: the `<script async>` tags and chunk
 * preloads are removed and one loader at the end of `<head>` adds them in their order. A page without chunk
 * scripts, or already rewritten, is returned as it is.
 */
export function paintFirst(html: string): string {
  if (html.includes(PAINT_FIRST_MARKER)) return html;
  const sources = Array.from(html.matchAll(CHUNK_SCRIPT), (match) => match[1] as string);
  if (sources.length === 0 || !html.includes("</head>")) return html;
  const withoutScripts = html.replace(CHUNK_SCRIPT, "").replace(CHUNK_PRELOAD, "");
  return withoutScripts.replace("</head>", `${scriptLoader([...new Set(sources)])}</head>`);
}

/**
 * Rewrites every prerendered page (`*.html`) under `dir` with `paintFirst`; returns how many pages there now
 * ask for their scripts after the first frame (rewritten now or before).
 */
export function paintFirstIn(dir: string): number {
  let painted = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const page = join(dir, entry);
    const html = readFileSync(page, "utf8");
    const rewritten = paintFirst(html);
    if (rewritten !== html) writeFileSync(page, rewritten);
    if (rewritten.includes(PAINT_FIRST_MARKER)) painted += 1;
  }
  return painted;
}

/**
 * The build adapter: rewrites the prerendered pages once `next build` has written them. With an adapter, Next
 * keeps them under `server/route-cache` rather than `server/app`: every page under `server` is rewritten.
 */
const adapter: NextAdapter = {
  name: "chartbot-paint-first",
  onBuildComplete({ distDir }) {
    const pages = paintFirstIn(join(distDir, "server"));
    if (pages === 0) throw new Error(`paint-first: no prerendered page with chunk scripts under ${distDir}`);
  },
};

export default adapter;
