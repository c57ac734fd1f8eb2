import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  appPageScripts,
  appPages,
  compareWithBaseline,
  formatTable,
  measureScripts,
  nextRuntime,
  staticFile,
  verdict,
} from "./index.mjs";

/** A two-page App Router build on disk, as `next build` (Turbopack) writes its manifests. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), "js-budget-"));
  mkdirSync(join(dist, "static/chunks"), { recursive: true });
  mkdirSync(join(dist, "server/app/items/[id]"), { recursive: true });
  const chunk = (name: string, body: string) => writeFileSync(join(dist, "static/chunks", name), body);
  chunk("react.js", "function react(){return 'react'}".repeat(200));
  chunk("turbopack.js", "self.TURBOPACK=[];");
  chunk("layout.js", "console.log('layout');".repeat(20));
  chunk("items.js", "console.log('items page');");
  chunk("item.js", "console.log('one item, with a chart');".repeat(40));
  writeFileSync(
    join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack.js"] }),
  );
  writeFileSync(
    join(dist, "app-path-routes-manifest.json"),
    JSON.stringify({
      "/_global-error/page": "/_global-error",
      "/items/[id]/page": "/items/[id]",
      "/icon.svg/route": "/icon.svg",
      "/items/page": "/items",
    }),
  );
  const manifest = (entry: string, page: string) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify({
      entryJSFiles: {
        "[project]/app/layout": ["static/chunks/turbopack.js", "static/chunks/layout.js"],
        "[project]/app/not-found": ["static/chunks/layout.js"],
        [`[project]/app${entry}`]: ["static/chunks/layout.js", `static/chunks/${page}`],
      },
    })};`;
  writeFileSync(
    join(dist, "server/app/items/page_client-reference-manifest.js"),
    manifest("/items/page", "items.js"),
  );
  writeFileSync(
    join(dist, "server/app/items/[id]/page_client-reference-manifest.js"),
    manifest("/items/[id]/page", "item.js"),
  );
  return dist;
}

describe("staticFile", () => {
  it("maps a static URL into the build's static folder and rejects anything else", () => {
    expect(staticFile("/app/.next", "/_next/static/chunks/a%20b.js?v=1")).toBe(
      "/app/.next/static/chunks/a b.js",
    );
    expect(() => staticFile("/app/.next", "https://cdn.test/x.js")).toThrow(/not a Next.js static asset/);
  });
});

describe("appPages and appPageScripts", () => {
  it("lists the pages (not route handlers, not the error shell) and each page's scripts once, runtime first", () => {
    const dist = fakeBuild();
    expect(appPages(dist)).toEqual([
      { route: "/items", entry: "/items/page" },
      { route: "/items/[id]", entry: "/items/[id]/page" },
    ]);
    expect(appPageScripts(dist, "/items/page")).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/turbopack.js",
      "/_next/static/chunks/layout.js",
      "/_next/static/chunks/items.js",
    ]);
  });

  it("does not leak the manifests into this process's globals", () => {
    appPageScripts(fakeBuild(), "/items/page");
    expect("__RSC_MANIFEST" in globalThis).toBe(false);
  });

  it("says which page it cannot find, rather than measuring nothing", () => {
    expect(() => appPageScripts(fakeBuild(), "/missing/page")).toThrow(
      /no client reference manifest for \/missing/,
    );
  });

  it("measures a page above Next's runtime by what its own code adds", () => {
    const dist = fakeBuild();
    const runtime = nextRuntime(dist);
    const items = measureScripts(dist, "/items", appPageScripts(dist, "/items/page"));
    const item = measureScripts(dist, "/items/[id]", appPageScripts(dist, "/items/[id]/page"));
    expect(runtime.files.map((file) => file.url)).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/turbopack.js",
    ]);
    expect(items.gzip).toBe(items.files.reduce((sum, file) => sum + file.gzip, 0));
    expect(items.gzip).toBeGreaterThan(runtime.gzip);
    expect(item.gzip).toBeGreaterThan(items.gzip);
  });
});

describe("compareWithBaseline, formatTable and verdict", () => {
  it("flags pages more than the budget over the baseline, and prints one row per page", () => {
    const baseline = { route: "empty Next.js page", files: [{ url: "a", gzip: 100_000 }], gzip: 100_000 };
    const pages = [
      { route: "/", files: [], gzip: 120_000 },
      { route: "/symbols", files: [], gzip: 126_000 },
    ];
    const rows = compareWithBaseline(pages, baseline, 25_000);
    expect(rows.map((row) => [row.route, row.delta, row.withinBudget])).toEqual([
      ["/", 20_000, true],
      ["/symbols", 26_000, false],
    ]);
    const table = formatTable(rows, baseline, 25_000).split("\n");
    expect(table).toHaveLength(4);
    expect(table[1]).toMatch(/^empty Next\.js page .*baseline$/);
    expect(table[2]).toMatch(/\+20\.0\s+ok$/);
    expect(table[3]).toContain("OVER (+25.0 kB allowed)");
    expect(verdict(rows)).toMatchObject({
      ok: false,
      text: "1 of 2 pages over budget; the largest adds 26.0 kB (/symbols).",
    });
    expect(verdict(rows.slice(0, 1))).toMatchObject({
      ok: true,
      text: "All 1 pages within budget; the largest adds 20.0 kB (/).",
    });
  });
});
