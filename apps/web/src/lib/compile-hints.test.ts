import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints";

describe("addCompileHints", () => {
  let dir: string;
  const read = (path: string) => readFileSync(join(dir, path), "utf8");

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(dir, "chunks", "app"), { recursive: true });
    writeFileSync(join(dir, "chunks", "a.js"), "console.log(1);");
    writeFileSync(join(dir, "chunks", "app", "page.js"), "(()=>{})();");
    writeFileSync(join(dir, "chunks", "a.css"), ".a{color:red}");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("starts every script, in every folder, with the hint and leaves other files alone", () => {
    expect(addCompileHints(dir)).toBe(2);
    expect(read("chunks/a.js")).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(read("chunks/app/page.js")).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(read("chunks/a.css")).toBe(".a{color:red}");
  });

  it("adds the hint once, however often a build runs it", () => {
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(read("chunks/a.js")).toBe(`${COMPILE_HINT}console.log(1);`);
  });

  it("moves a script's source map down by the hint's line", () => {
    writeFileSync(
      join(dir, "chunks", "a.js.map"),
      JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA" }),
    );
    addCompileHints(dir);
    expect(JSON.parse(read("chunks/a.js.map"))).toEqual({ version: 3, sources: ["a.ts"], mappings: ";AAAA" });
  });
});
