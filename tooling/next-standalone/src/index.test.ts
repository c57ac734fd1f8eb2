import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { completeStandalone, standaloneOutput, standaloneServer, workspaceRoot } from "./index.mjs";

let root: string;
let appDir: string;

function write(path: string, text = "") {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** What `next build` leaves in `<distDir>` of an app at apps/web with standalone output. */
function fakeBuild(distDir: string) {
  write(join(appDir, distDir, "required-server-files.json"), JSON.stringify({ relativeAppDir: "apps/web" }));
  write(join(appDir, distDir, "standalone", "apps", "web", "server.js"), "// server");
  write(join(appDir, distDir, "static", "chunks", "main.js"), "// chunk");
  write(join(appDir, "public", "robots.txt"), "User-agent: *");
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "next-standalone-"));
  appDir = join(root, "apps", "web");
  write(join(root, "pnpm-workspace.yaml"), "packages: [apps/*]");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("standaloneOutput", () => {
  it("traces from the folder that holds pnpm-workspace.yaml", () => {
    mkdirSync(appDir, { recursive: true });
    expect(workspaceRoot(appDir)).toBe(root);
    expect(standaloneOutput(appDir)).toEqual({ output: "standalone", outputFileTracingRoot: root });
    expect(standaloneOutput(appDir)).toEqual(standaloneOutput(join(appDir, "src")));
    expect(standaloneOutput(appDir)).toEqual(standaloneOutput(join(appDir, "src")));
  });
});

describe("completeStandalone", () => {
  it("copies the static files and the public folder beside the server and returns its path", () => {
    fakeBuild(".next");
    const server = completeStandalone(appDir);
    const target = join(appDir, ".next", "standalone", "apps", "web");
    expect(server).toBe(join(target, "server.js"));
    expect(readFileSync(join(target, ".next", "static", "chunks", "main.js"), "utf8")).toBe("// chunk");
    expect(readFileSync(join(target, "public", "robots.txt"), "utf8")).toBe("User-agent: *");
  });

  it("honours another output folder and replaces an earlier copy", () => {
    fakeBuild(".next-e2e");
    write(join(appDir, ".next-e2e", "standalone", "apps", "web", ".next-e2e", "static", "stale.js"));
    completeStandalone(appDir, ".next-e2e");
    const copied = join(appDir, ".next-e2e", "standalone", "apps", "web", ".next-e2e", "static");
    expect(existsSync(join(copied, "chunks", "main.js"))).toBe(true);
    expect(existsSync(join(copied, "stale.js"))).toBe(false);
  });

  it("refuses an app that was not built, or built without standalone output", () => {
    expect(() => completeStandalone(appDir)).toThrow(/run `next build` first/);
    write(
      join(appDir, ".next", "required-server-files.json"),
      JSON.stringify({ relativeAppDir: "apps/web" }),
    );
    expect(() => standaloneServer(appDir)).toThrow(/output: "standalone"/);
  });
});
