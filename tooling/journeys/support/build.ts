import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { completeStandalone } from "@chartbot/next-standalone";
import { dashboardEnv, webEnv } from "./env";

export const REPO_DIR = join(import.meta.dirname, "..", "..", "..");
const WEB_DIR = join(REPO_DIR, "apps", "web");
export const DASHBOARD_DIR = join(REPO_DIR, "apps", "dashboard");
/**
 * The marketing site is built from a copy: its public origins are baked into the static pages, and building
 * in apps/web/.next would overwrite the build that app's own tests and benchmarks use.
 */
export const BUILD_DIR = join(import.meta.dirname, "..", ".build");
export const WEB_COPY_DIR = join(BUILD_DIR, "web");

/** Unit tests and stories are not part of a build. */
const NOT_BUILT = /\.(test|stories)\.tsx?$/;

function newestChange(path: string): number {
  if (!existsSync(path) || NOT_BUILT.test(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const PACKAGE_SOURCES = [
  "ui/src",
  "addons/src",
  "auth-gate/src",
  "browser-storage/src",
  "error-messages/src",
  "marketing-paths/src",
  "ticker-parser/dist",
].map((path) => join(REPO_DIR, "packages", path));

/** `JOURNEYS_BUILD=always` rebuilds, `never` uses whatever build exists, `auto` (default) rebuilds when stale. */
function needsBuild(distDir: string, env: Record<string, string>, sources: string[]): boolean {
  const mode = process.env.JOURNEYS_BUILD ?? "auto";
  const buildId = join(distDir, "BUILD_ID");
  const stamp = join(distDir, "journeys-env.json");
  if (!existsSync(buildId)) return true;
  if (mode === "never") return false;
  if (mode === "always") return true;
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== JSON.stringify(env)) return true;
  return statSync(buildId).mtimeMs <= Math.max(...sources.map(newestChange));
}

/** `next build` in `cwd` into `<cwd>/<distDir>`, then the standalone server completed with its static files. */
function nextBuild(name: string, cwd: string, env: Record<string, string>, distDir: string) {
  console.log(`[journeys] Building the ${name} (production)…`);
  const result = spawnSync(join(cwd, "node_modules", ".bin", "next"), ["build"], {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`next build of the ${name} failed (exit code ${result.status})`);
  completeStandalone(cwd, distDir);
  writeFileSync(join(cwd, distDir, "journeys-env.json"), JSON.stringify(env));
}

/** Copies the marketing site's sources (keeping their times) next to a link to its node_modules. */
function syncWebCopy() {
  mkdirSync(WEB_COPY_DIR, { recursive: true });
  // `next-env.d.ts` is generated (and not in git): `next build` writes it when a fresh clone has none.
  for (const entry of ["src", "public", "next.config.ts", "next-env.d.ts", "package.json"]) {
    rmSync(join(WEB_COPY_DIR, entry), { recursive: true, force: true });
    if (!existsSync(join(WEB_DIR, entry))) continue;
    cpSync(join(WEB_DIR, entry), join(WEB_COPY_DIR, entry), {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => !NOT_BUILT.test(source),
    });
  }
  // One level deeper than apps/web: the shared TypeScript config is further up.
  const tsconfig = readFileSync(join(WEB_DIR, "tsconfig.json"), "utf8").replaceAll(
    "../../tooling/",
    "../../../../tooling/",
  );
  writeFileSync(join(WEB_COPY_DIR, "tsconfig.json"), tsconfig);
  if (!existsSync(join(WEB_COPY_DIR, "node_modules"))) {
    symlinkSync(join(WEB_DIR, "node_modules"), join(WEB_COPY_DIR, "node_modules"));
  }
}

/** Builds the marketing site and (unless told not to) the dashboard, each unless its build is up to date. */
export function buildApps({ dashboard = true }: { dashboard?: boolean } = {}): void {
  const webSources = [
    join(WEB_DIR, "src"),
    join(WEB_DIR, "public"),
    join(WEB_DIR, "next.config.ts"),
    ...PACKAGE_SOURCES,
  ];
  if (needsBuild(join(WEB_COPY_DIR, ".next"), webEnv, webSources)) {
    syncWebCopy();
    nextBuild("marketing site", WEB_COPY_DIR, webEnv, ".next");
  } else {
    console.log("[journeys] The marketing site's build is up to date.");
  }
  if (!dashboard) return;
  const dashboardSources = [
    join(DASHBOARD_DIR, "src"),
    join(DASHBOARD_DIR, "next.config.ts"),
    ...PACKAGE_SOURCES,
  ];
  if (needsBuild(join(DASHBOARD_DIR, dashboardEnv.DASHBOARD_DIST_DIR), dashboardEnv, dashboardSources)) {
    nextBuild("dashboard", DASHBOARD_DIR, dashboardEnv, dashboardEnv.DASHBOARD_DIST_DIR);
  } else {
    console.log("[journeys] The dashboard's build is up to date.");
  }
}
