import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paintFirst } from "../../src/lib/paint-first.ts";
import { firstLoadScripts, measurePage, prerenderedPages } from "./first-load.mjs";

const html = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css"/>
<link rel="modulepreload" href="/_next/static/chunks/module.js"/>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>document.documentElement.className="light"</script>
</head><body>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/page.js" async=""></script>
<script>self.__next_f.push([1,"payload"])</script>
</body></html>`;

describe("firstLoadScripts", () => {
  it("lists each script file once: script tags and script preloads, not noModule polyfills or inline scripts", () => {
    expect(firstLoadScripts(html)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/module.js",
    ]);
  });

  it("counts the scripts a page asks for after its first frame (paint-first) as first-load scripts", () => {
    expect(new Set(firstLoadScripts(paintFirst(html)))).toEqual(new Set(firstLoadScripts(html)));
  });
});

describe("measurePage and prerenderedPages", () => {
  it("sums the gzip sizes of a page's scripts, for every prerendered HTML page", () => {
    const dist = mkdtempSync(join(tmpdir(), "measure-js-"));
    mkdirSync(join(dist, "static/chunks"), { recursive: true });
    mkdirSync(join(dist, "server/app/pro"), { recursive: true });
    writeFileSync(join(dist, "static/chunks/main.js"), "console.log('main');".repeat(50));
    writeFileSync(join(dist, "static/chunks/page.js"), "console.log('page');");
    writeFileSync(join(dist, "static/chunks/module.js"), "export {};");
    writeFileSync(join(dist, "server/app/index.html"), html);
    writeFileSync(join(dist, "server/app/pro.html"), '<script src="/_next/static/chunks/main.js"></script>');
    writeFileSync(
      join(dist, "prerender-manifest.json"),
      JSON.stringify({ routes: { "/pro": {}, "/": {}, "/robots.txt": {}, "/_global-error": {} } }),
    );
    expect(prerenderedPages(dist)).toEqual(["/", "/pro"]);
    const home = measurePage(dist, "/");
    const pro = measurePage(dist, "/pro");
    expect(home.files).toHaveLength(3);
    expect(home.gzip).toBe(home.files.reduce((sum, file) => sum + file.gzip, 0));
    expect(pro.gzip).toBeLessThan(home.gzip);
    expect(pro.gzip).toBeGreaterThan(20);
  });

  it("finds the pages where a build with an adapter keeps them (server/route-cache)", () => {
    const dist = mkdtempSync(join(tmpdir(), "measure-js-"));
    mkdirSync(join(dist, "static/chunks"), { recursive: true });
    mkdirSync(join(dist, "server/route-cache/APP_PAGE/k1/$"), { recursive: true });
    mkdirSync(join(dist, "server/route-cache/APP_PAGE/k2/$/pro"), { recursive: true });
    writeFileSync(join(dist, "static/chunks/main.js"), "console.log('main');".repeat(50));
    writeFileSync(join(dist, "static/chunks/page.js"), "console.log('page');");
    writeFileSync(join(dist, "static/chunks/module.js"), "export {};");
    writeFileSync(join(dist, "server/route-cache/APP_PAGE/k1/$/index.html"), paintFirst(html));
    writeFileSync(join(dist, "server/route-cache/APP_PAGE/k2/$/pro/price-alerts.html"), html);
    writeFileSync(
      join(dist, "prerender-manifest.json"),
      JSON.stringify({ routes: { "/pro/price-alerts": {}, "/": {} } }),
    );
    expect(prerenderedPages(dist)).toEqual(["/", "/pro/price-alerts"]);
    expect(measurePage(dist, "/").gzip).toBe(measurePage(dist, "/pro/price-alerts").gzip);
  });
});
