import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import adapter, {
  NO_PAINT_FALLBACK_MS,
  PAINT_FIRST_MARKER,
  paintFirst,
  paintFirstIn,
  SCRIPTS_ASKED_MARK,
  SCRIPTS_RAN_MARK,
} from "./paint-first";

/** A prerendered page as Next.js writes it: chunk scripts in `<head>`, one preloaded, one more in `<body>`. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page-1.js"/>',
  '<script src="/_next/static/chunks/runtime-1.js" async=""></script>',
  '<script src="/_next/static/chunks/react-1.js" async=""></script>',
  "<script>(function(){/* theme */})();</script>",
  '<link rel="icon" href="/icon.svg"/></head>',
  "<body><main><h1>Charts</h1></main><script>self.__next_f.push([0])</script>",
  '<script src="/_next/static/chunks/polyfill-1.js" noModule=""></script>',
  '<script src="/_next/static/chunks/page-1.js" async=""></script></body></html>',
].join("");

interface FakeScript {
  src: string;
  async: boolean;
  onload?: () => void;
}

/**
 * How the page's first moments go: its first paint is reported (`paint`), or reported by no observer and seen
 * through `requestAnimationFrame` (`frame`), or the tab is in the background at `load` (`hidden`), or no paint
 * is ever reported in a visible tab (`never`).
 */
type Start = "paint" | "frame" | "hidden" | "never";

/**
 * The script URLs the rewritten page's loader adds, in order, run against a minimal fake browser; checks that
 * it adds none before its moment, and its marks: the scripts asked for, then (once each has loaded) run.
 */
function loaded(html: string, start: Start): string[] {
  const loader = /<script data-paint-first="">(.*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader in the page");
  const scripts: FakeScript[] = [];
  const marks: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const painted: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  const document = {
    visibilityState: start === "hidden" ? "hidden" : "visible",
    createElement: (): FakeScript => ({ src: "", async: false }),
    head: { appendChild: (script: FakeScript) => scripts.push(script) },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "navigation"];
    constructor(private readonly report: (list: unknown, observer: FakePerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      painted.push(() => this.report({}, this));
    }
    disconnect() {}
  }
  const window = start === "frame" ? {} : { PerformanceObserver: FakePerformanceObserver };
  runInNewContext(loader, {
    window,
    document,
    performance: { mark: (name: string) => marks.push(name) },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
    addEventListener: (type: string, run: () => void) => type === "load" && onLoad.push(run),
  });
  const runTimers = (upTo: number) => {
    for (const timer of timers.filter((t) => t.ms <= upTo).sort((a, b) => a.ms - b.ms)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  runTimers(NO_PAINT_FALLBACK_MS - 1);
  expect(scripts).toEqual([]); // nothing before its moment
  if (start === "paint") {
    expect(frames).toEqual([]);
    for (const run of painted.splice(0)) run();
  }
  if (start === "frame") for (const run of frames.splice(0)) run();
  for (const run of onLoad.splice(0)) run();
  // A visible tab does not ask at `load`: its first paint may still be coming.
  if (start === "never") expect(scripts).toEqual([]);
  if (start !== "never") runTimers(0);
  if (start === "paint" || start === "frame") expect(scripts).not.toEqual([]);
  runTimers(NO_PAINT_FALLBACK_MS);
  expect(marks).toEqual([SCRIPTS_ASKED_MARK]);
  for (const script of scripts) script.onload?.();
  expect(marks).toEqual([SCRIPTS_ASKED_MARK, SCRIPTS_RAN_MARK]);
  return scripts.map((script) => `${script.src}${script.async ? "" : " (not async)"}`);
}

describe("paintFirst", () => {
  it("removes the chunk scripts and their preload, keeping every other script", () => {
    const html = paintFirst(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain("<script>(function(){/* theme */})();</script>");
    expect(html).toContain("<script>self.__next_f.push([0])</script>");
    expect(html).toContain('<script src="/_next/static/chunks/polyfill-1.js" noModule=""></script>');
    expect(html).toContain('<link rel="icon" href="/icon.svg"/>');
    expect(html.indexOf(PAINT_FIRST_MARKER)).toBeLessThan(html.indexOf("</head>"));
  });

  it("adds the same scripts after the first frame, in their order, each once", () => {
    const scripts = [
      "/_next/static/chunks/runtime-1.js",
      "/_next/static/chunks/react-1.js",
      "/_next/static/chunks/page-1.js",
    ];
    expect(loaded(paintFirst(PAGE), "paint")).toEqual(scripts);
  });

  it("waits for the next frame where the browser reports no paint entries", () => {
    expect(loaded(paintFirst(PAGE), "frame")).toHaveLength(3);
  });

  it("asks at load in a tab opened in the background, which paints nothing until it is shown", () => {
    expect(loaded(paintFirst(PAGE), "hidden")).toHaveLength(3);
  });

  it(`asks after ${NO_PAINT_FALLBACK_MS / 1000} s in a visible tab whose first paint is never reported`, () => {
    expect(loaded(paintFirst(PAGE), "never")).toHaveLength(3);
  });

  it("leaves a page without chunk scripts, or already rewritten, as it is", () => {
    const plain = "<html><head><title>x</title></head><body><p>No script</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
    const once = paintFirst(PAGE);
    expect(paintFirst(once)).toBe(once);
  });
});

describe("the build adapter", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("rewrites every prerendered page under the build's server folder and nothing else", async () => {
    dir = mkdtempSync(join(tmpdir(), "paint-first-"));
    const pages = join(dir, "server", "route-cache", "APP_PAGE", "abc", "$", "pro");
    mkdirSync(pages, { recursive: true });
    writeFileSync(join(pages, "price-alerts.html"), PAGE);
    writeFileSync(join(pages, "price-alerts.rsc"), PAGE);
    expect(paintFirstIn(join(dir, "server"))).toBe(1);
    await adapter.onBuildComplete?.({ distDir: dir } as Parameters<
      NonNullable<typeof adapter.onBuildComplete>
    >[0]);
    expect(readFileSync(join(pages, "price-alerts.html"), "utf8")).toBe(paintFirst(PAGE));
    expect(readFileSync(join(pages, "price-alerts.rsc"), "utf8")).toBe(PAGE);
  });

  it("fails the build when it finds no page to rewrite (Next.js changed how it writes them)", async () => {
    dir = mkdtempSync(join(tmpdir(), "paint-first-"));
    mkdirSync(join(dir, "server"), { recursive: true });
    expect(() =>
      adapter.onBuildComplete?.({ distDir: dir } as Parameters<
        NonNullable<typeof adapter.onBuildComplete>
      >[0]),
    ).toThrow(/no prerendered page/);
  });
});
