import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment): every function in
 * the file is compiled while the script streams in, on a background thread, instead of one by one on the main
 * thread the first time each is called. Our scripts are the framework's start-up code and our islands, which
 * run as soon as they load: without the hint, compiling Turbopack's module factories and React's functions
 * was the largest part of the long tasks that make up the marketing pages' Total Blocking Time.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Starts every script under `staticDir` (a build's `.next/static`) with the compile hint, once. A script's
 * source map, when the build writes one, moves down a line with it. Returns how many scripts it changed.
 * Runs from `compiler.runAfterProductionCompile` in `next.config.ts`, so every `next build` of the site gets it.
 */
export function addCompileHints(staticDir: string): number {
  let changed = 0;
  for (const entry of readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".js")) continue;
    const script = join(staticDir, entry);
    const source = readFileSync(script, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(script, COMPILE_HINT + source);
    changed += 1;
    const sourceMap = `${script}.map`;
    if (existsSync(sourceMap)) {
      const map = JSON.parse(readFileSync(sourceMap, "utf8")) as { mappings: string };
      // In a source map's mappings, each ";" starts the next generated line: one more for the hint's line.
      writeFileSync(sourceMap, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
  }
  return changed;
}
