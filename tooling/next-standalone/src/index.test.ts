import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildFingerprint,
  buildIsCurrent,
  buildModeFrom,
  buildUnlessCurrent,
  completeStandalone,
  recordBuildFingerprint,
  standaloneOutput,
  standaloneServer,
  workspaceRoot,
} from "./index.mjs";

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

/** A source folder of the app and a built package, written afresh (same content each time). */
function sources() {
  write(join(appDir, "src", "page.tsx"), "export default 1;");
  write(join(appDir, "src", "page.test.tsx"), "test");
  write(join(root, "packages", "ui", "dist", "index.js"), "export {}");
  return [join(appDir, "src"), join(root, "packages", "ui", "dist")];
}

describe("buildFingerprint", () => {
  it("stays the same when files are rewritten with the same content", () => {
    const paths = sources();
    const before = buildFingerprint(paths, { A: "1" });
    write(join(root, "packages", "ui", "dist", "index.js"), "export {}");
    expect(buildFingerprint(paths, { A: "1" })).toBe(before);
  });

  it("changes with a source's content, a new file, or the environment, but not with a test", () => {
    const paths = sources();
    const before = buildFingerprint(paths, { A: "1" });
    expect(buildFingerprint(paths, { A: "2" })).not.toBe(before);
    write(join(appDir, "src", "page.test.tsx"), "another test");
    expect(buildFingerprint(paths, { A: "1" })).toBe(before);
    write(join(appDir, "src", "other.tsx"), "");
    const withFile = buildFingerprint(paths, { A: "1" });
    expect(withFile).not.toBe(before);
    write(join(appDir, "src", "page.tsx"), "export default 2;");
    expect(buildFingerprint(paths, { A: "1" })).not.toBe(withFile);
  });

  it("says a build is current only when it finished and was made from the same sources", () => {
    const fingerprint = buildFingerprint(sources());
    expect(buildIsCurrent(appDir, ".next", fingerprint)).toBe(false);
    fakeBuild(".next");
    write(join(appDir, ".next", "BUILD_ID"), "id");
    expect(buildIsCurrent(appDir, ".next", fingerprint)).toBe(false);
    recordBuildFingerprint(appDir, ".next", fingerprint);
    expect(buildIsCurrent(appDir, ".next", fingerprint)).toBe(true);
    expect(buildIsCurrent(appDir, ".next", "other")).toBe(false);
  });
});

describe("buildUnlessCurrent", () => {
  it("builds nothing while the build is up to date, or with mode never once there is one", () => {
    const fingerprint = buildFingerprint(sources(), { A: "1" });
    fakeBuild(".next");
    write(join(appDir, ".next", "BUILD_ID"), "id");
    recordBuildFingerprint(appDir, ".next", fingerprint);
    const lines: string[] = [];
    const options = {
      name: "site",
      appDir,
      env: { A: "1" },
      sources: sources(),
      log: (line: string) => lines.push(line),
    };
    expect(buildUnlessCurrent(options)).toBe(false);
    expect(lines).toEqual(["[build] The site's build is up to date."]);
    write(join(appDir, "src", "page.tsx"), "export default 3;");
    expect(buildUnlessCurrent({ ...options, mode: "never" })).toBe(false);
  });

  it("runs next build when the sources changed, and fails when it fails (no next here)", () => {
    fakeBuild(".next");
    write(join(appDir, ".next", "BUILD_ID"), "id");
    recordBuildFingerprint(appDir, ".next", "an older build");
    expect(() =>
      buildUnlessCurrent({ name: "site", appDir, env: {}, sources: sources(), log: () => {} }),
    ).toThrow("next build of the site failed");
  });
});

describe("buildModeFrom", () => {
  it("reads auto, always or never, auto when unset, and refuses anything else", () => {
    expect(buildModeFrom("E2E_BUILD", {})).toBe("auto");
    expect(buildModeFrom("E2E_BUILD", { E2E_BUILD: "never" })).toBe("never");
    expect(buildModeFrom("E2E_BUILD", { E2E_BUILD: "always" })).toBe("always");
    expect(() => buildModeFrom("E2E_BUILD", { E2E_BUILD: "sometimes" })).toThrow(
      'E2E_BUILD must be auto, always or never, not "sometimes"',
    );
  });
});
