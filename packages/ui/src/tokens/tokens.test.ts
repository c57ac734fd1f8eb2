import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as entry from "./index";

const here = dirname(fileURLToPath(import.meta.url));

/** Every kit source file the module reaches through static imports, and every package it imports. */
function importGraph(start: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:import|export)[^"']*from\s+["']([^"']+)["']/g)) {
      if (!specifier) continue;
      if (!specifier.startsWith(".")) {
        packages.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
      const next = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (next) visit(next);
    }
  };
  visit(start);
  return { files: [...files], packages: [...packages] };
}

describe("@chartbot/ui/tokens", () => {
  it("exports the theme contract, scales, breakpoints, theme classes and the shared style classes", () => {
    expect(Object.keys(entry).sort()).toEqual(
      [
        "breakpoints",
        "cardLink",
        "darkColors",
        "darkTheme",
        "focusRing",
        "lightColors",
        "lightTheme",
        "media",
        "tokens",
        "visuallyHidden",
        "vars",
      ].sort(),
    );
    expect(entry.vars.color.surface).toMatch(/^var\(--/);
    expect(entry.tokens.space.md).toMatch(/^var\(--/);
    expect(entry.media.desktop).toContain("1024px");
  });

  it("reaches no component, no React and no global stylesheet", () => {
    const { files, packages } = importGraph(resolve(here, "index.ts"));
    expect(files.filter((file) => file.endsWith(".tsx"))).toEqual([]);
    expect(files.some((file) => file.endsWith("global.css.ts"))).toBe(false);
    expect(packages.filter((name) => !name.startsWith("@vanilla-extract/"))).toEqual([]);
  });
});
