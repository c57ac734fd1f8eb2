import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkWorkspaceImports,
  crossingImports,
  relativeImports,
  workspaceOf,
} from "./check-workspace-imports.mjs";

describe("workspaceOf", () => {
  it("names the workspace folder of a file, and the root for everything else", () => {
    expect(workspaceOf("apps/web/src/lib/x.ts")).toBe("apps/web");
    expect(workspaceOf("packages/ui/index.ts")).toBe("packages/ui");
    expect(workspaceOf("tooling/journeys/support/stack.ts")).toBe("tooling/journeys");
    expect(workspaceOf("scripts/dev.mjs")).toBe("");
    expect(workspaceOf("vitest.workspace.ts")).toBe("");
  });
});

describe("relativeImports", () => {
  it("reads static, re-exported, side-effect, dynamic and required specifiers, skipping packages and comments", () => {
    const source = [
      'import { a } from "./a";',
      "import type {\n  B,\n} from '../b.js';",
      'export * from "./c";',
      'export { d } from "./d";',
      'import "./e.css";',
      'const f = await import("./f");',
      'const g = require("../g.cjs");',
      'import react from "react";',
      '// import { old } from "../../old";',
      '/* require("../../gone") */',
      'const url = "https://example.org/x"; import { h } from "./h";',
    ].join("\n");
    expect(relativeImports(source)).toEqual([
      "./a",
      "../b.js",
      "./c",
      "./d",
      "./e.css",
      "./f",
      "../g.cjs",
      "./h",
    ]);
  });
  it("does not read code quoted in a string, a template or a regular expression as an import", () => {
    const source = [
      "const example = 'import { a } from \"../../elsewhere\"';",
      'const template = `require("../../t")`;',
      "const pattern = /[\"']x/; const ratio = 1 / 2;",
      'import { real } from "./real";',
    ].join("\n");
    expect(relativeImports(source)).toEqual(["./real"]);
  });
});

describe("crossingImports", () => {
  it("reports an import into another workspace's files, naming the target", () => {
    const source = 'import { takeContinueTarget } from "../../dashboard/src/auth/continue-after-sign-in.js";';
    expect(crossingImports("apps/api/reliability/redirects.reliability.ts", source)).toEqual([
      {
        specifier: "../../dashboard/src/auth/continue-after-sign-in.js",
        target: "apps/dashboard/src/auth/continue-after-sign-in.js",
      },
    ]);
  });

  it("accepts imports that stay inside the file's workspace", () => {
    const source = 'import { x } from "../src/app.js";\nimport { y } from "./support/y.js";';
    expect(crossingImports("apps/api/test/app.test.ts", source)).toEqual([]);
  });

  it("reports imports between the root and a workspace, both ways", () => {
    expect(crossingImports("scripts/dev.mjs", 'import "../apps/api/src/env.ts";')).toHaveLength(1);
    expect(crossingImports("tooling/journeys/stack.ts", 'import "../../scripts/dev.mjs";')).toHaveLength(1);
    expect(crossingImports("scripts/dev.mjs", 'import "./lib/ensure.mjs";')).toEqual([]);
  });
});

describe("checkWorkspaceImports", () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function repoWith(files) {
    root = mkdtempSync(join(tmpdir(), "workspace-imports-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["add", "."], { cwd: root });
    return root;
  }

  it("names each crossing import of the tracked files and counts them", () => {
    repoWith({
      "apps/web/src/page.tsx": 'import { routes } from "./routes";',
      "tooling/journeys/lighthouse.spec.ts": 'import { routes } from "../../apps/web/src/routes";',
      "packages/ui/src/x.ts": 'export * from "../../auth-gate/src/index";',
    });
    const lines = [];
    expect(checkWorkspaceImports(root, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([
      'packages/ui/src/x.ts: imports "../../auth-gate/src/index" (packages/auth-gate/src/index), outside packages/ui',
      'tooling/journeys/lighthouse.spec.ts: imports "../../apps/web/src/routes" (apps/web/src/routes), outside tooling/journeys',
    ]);
  });

  it("exits 1 from the command line when an import crosses, 0 when none does", () => {
    const script = fileURLToPath(new URL("./check-workspace-imports.mjs", import.meta.url));
    repoWith({ "apps/api/src/a.ts": 'import "../../web/src/b";' });
    const crossing = spawnSync("node", [script], { cwd: root, encoding: "utf8" });
    expect(crossing.status).toBe(1);
    expect(crossing.stderr).toContain('apps/api/src/a.ts: imports "../../web/src/b"');
    rmSync(root, { recursive: true, force: true });
    repoWith({ "apps/api/src/a.ts": 'import "./b";' });
    expect(spawnSync("node", [script], { cwd: root, encoding: "utf8" }).status).toBe(0);
  });
});
