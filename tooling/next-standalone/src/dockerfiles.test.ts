import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { completeStandalone, workspaceRoot } from "./index.mjs";

/**
 * apps/web/Dockerfile and apps/dashboard/Dockerfile copy the standalone folder out of the build stage and run
 * its server.js. Each is followed here on a fake build laid out as `next build` and completeStandalone leave
 * it: every path the image copies must be one the build produces, and the image must hold the whole standalone
 * folder arranged around the server its CMD runs, so that server finds its node_modules, static files and
 * public folder.
 */
const repoRoot = workspaceRoot(fileURLToPath(new URL(".", import.meta.url)));

interface FinalStage {
  workdir: string;
  env: Record<string, string>;
  user: string | undefined;
  copies: { source: string; dest: string }[];
  cmd: string[];
}

/** The last stage of a Dockerfile, with the paths it copies from the first (build) stage. */
function finalStage(dockerfile: string): FinalStage {
  const lines = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const buildStage = /^FROM \S+ AS (\S+)$/i.exec(lines[0] ?? "")?.[1];
  const last = lines.findLastIndex((line) => /^FROM /i.test(line));
  const stage: FinalStage = { workdir: "/", env: {}, user: undefined, copies: [], cmd: [] };
  for (const line of lines.slice(last + 1)) {
    const [instruction = "", ...args] = line.split(/\s+/);
    if (instruction === "WORKDIR") stage.workdir = args[0] ?? "/";
    if (instruction === "USER") stage.user = args[0];
    if (instruction === "CMD") stage.cmd = JSON.parse(line.slice("CMD".length));
    if (instruction === "ENV") {
      for (const pair of args) stage.env[pair.split("=")[0] ?? ""] = pair.split("=").slice(1).join("=");
    }
    if (instruction === "COPY" && args.includes(`--from=${buildStage}`)) {
      const [source = "", dest = ""] = args.filter((arg) => !arg.startsWith("--"));
      stage.copies.push({ source, dest });
    }
  }
  return stage;
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

let build: string;
let image: string;

beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), "dockerfile-build-"));
  image = mkdtempSync(join(tmpdir(), "dockerfile-image-"));
  write(join(build, "pnpm-workspace.yaml"), "packages: [apps/*]");
});

afterEach(() => {
  rmSync(build, { recursive: true, force: true });
  rmSync(image, { recursive: true, force: true });
});

describe.each(["web", "dashboard"])("apps/%s/Dockerfile", (app) => {
  /** What `next build` writes for apps/<app>, traced from the root (the build stage's /repo). */
  function fakeBuild() {
    const appDir = join(build, "apps", app);
    const standalone = join(appDir, ".next", "standalone");
    write(
      join(appDir, ".next", "required-server-files.json"),
      JSON.stringify({ relativeAppDir: `apps/${app}` }),
    );
    write(join(standalone, "apps", app, "server.js"), `// ${app} server`);
    write(join(standalone, "node_modules", "next", "package.json"), "{}");
    write(join(standalone, "packages", "ui", "package.json"), "{}");
    write(join(appDir, ".next", "static", "chunks", "main.js"), "// chunk");
    write(join(appDir, "public", "robots.txt"), "User-agent: *");
    // Repository files the image takes as they are: the log preload.
    write(join(build, "packages", "server-logs", "src", "preload.mjs"), 'import "./index.mjs";');
    write(join(build, "packages", "server-logs", "src", "index.mjs"), "// the log lines");
    return { server: completeStandalone(appDir), standalone };
  }

  /** Runs the final stage's copies from the build stage into `image`; returns the stage. */
  function assembleImage() {
    const stage = finalStage(readFileSync(join(repoRoot, "apps", app, "Dockerfile"), "utf8"));
    expect(stage.copies.length).toBeGreaterThan(0);
    for (const { source, dest } of stage.copies) {
      expect(source, "copies from the repository in the build stage").toMatch(/^\/repo\//);
      const built = join(build, source.slice("/repo/".length));
      expect(existsSync(built), `${source} is not produced by the build`).toBe(true);
      cpSync(built, join(image, stage.workdir, dest), { recursive: true });
    }
    return stage;
  }

  it("copies the whole standalone folder around the server.js its CMD runs", () => {
    const { server, standalone } = fakeBuild();
    const stage = assembleImage();
    expect(stage.cmd[0]).toBe("node");
    const imageServer = join(image, stage.workdir, stage.cmd.at(-1) ?? "");
    expect(existsSync(imageServer), `CMD runs ${stage.cmd.at(-1)}, which the image does not hold`).toBe(true);
    expect(readFileSync(imageServer, "utf8")).toBe(readFileSync(server, "utf8"));
    // The traced node_modules and packages, .next/static and public, where the server looks for them.
    const missing = filesUnder(standalone)
      .map((file) => relative(dirname(server), join(standalone, file)))
      .filter((file) => !existsSync(join(dirname(imageServer), file)));
    expect(missing).toEqual([]);
    expect(existsSync(join(dirname(imageServer), ".next", "static", "chunks", "main.js"))).toBe(true);
    expect(existsSync(join(dirname(imageServer), "public", "robots.txt"))).toBe(true);
  });

  it("preloads the JSON log lines from a file the image holds, with what it imports beside it", () => {
    fakeBuild();
    const stage = assembleImage();
    const preload = stage.cmd[stage.cmd.indexOf("--import") + 1] ?? "";
    expect(stage.cmd.slice(1, 3)).toEqual(["--import", preload]);
    expect(preload).toMatch(/preload\.mjs$/);
    expect(existsSync(join(image, stage.workdir, preload)), `${preload} is not in the image`).toBe(true);
    expect(existsSync(join(image, stage.workdir, dirname(preload), "index.mjs"))).toBe(true);
  });

  it("runs as node, listening on every address", () => {
    const stage = finalStage(readFileSync(join(repoRoot, "apps", app, "Dockerfile"), "utf8"));
    expect(stage.user).toBe("node");
    // Container runtimes set HOSTNAME to the container's name; the server would listen there only.
    expect(stage.env.HOSTNAME).toBe("0.0.0.0");
  });
});

describe("finalStage", () => {
  it("reads the last stage's working folder and only its copies from the build stage", () => {
    const stage = finalStage(
      "FROM node:24-slim AS build\nRUN x\nFROM node:24-slim\nWORKDIR /app\nCOPY --from=build /repo/apps/web/.next/static ./s\nCOPY x y\n",
    );
    expect(stage.copies).toEqual([{ source: "/repo/apps/web/.next/static", dest: "./s" }]);
    expect(stage.workdir).toBe("/app");
  });
});
