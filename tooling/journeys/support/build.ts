import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildFingerprint,
  buildIsCurrent,
  completeStandalone,
  recordBuildFingerprint,
} from "@chartbot/next-standalone";
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

const PACKAGE_SOURCES = [
  "ui/src",
  "addons/src",
  "auth-gate/src",
  "browser-storage/src",
  "command-catalogue/src",
  "contracts/src",
  "error-messages/src",
  "marketing-paths/src",
  "ticker-parser/dist",
  "symbol-catalogue/dist",
].map((path) => join(REPO_DIR, "packages", path));

/**
 * `JOURNEYS_BUILD=always` rebuilds, `never` uses whatever build exists, `auto` (default) rebuilds unless the
 * build was made from the same sources and environment (compared by content: `buildFingerprint`).
 */
function needsBuild(appDir: string, distDir: string, fingerprint: string): boolean {
  const mode = process.env.JOURNEYS_BUILD ?? "auto";
  if (!existsSync(join(appDir, distDir, "BUILD_ID"))) return true;
  if (mode === "never") return false;
  if (mode === "always") return true;
  return !buildIsCurrent(appDir, distDir, fingerprint);
}

/** `next build` in `cwd` into `<cwd>/<distDir>`, then the standalone server completed with its static files. */
function nextBuild(
  name: string,
  cwd: string,
  env: Record<string, string>,
  distDir: string,
  fingerprint: string,
) {
  console.log(`[journeys] Building the ${name} (production)…`);
  const result = spawnSync(join(cwd, "node_modules", ".bin", "next"), ["build"], {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`next build of the ${name} failed (exit code ${result.status})`);
  completeStandalone(cwd, distDir);
  recordBuildFingerprint(cwd, distDir, fingerprint);
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
    join(WEB_DIR, "package.json"),
    ...PACKAGE_SOURCES,
  ];
  const webFingerprint = buildFingerprint(webSources, webEnv);
  if (needsBuild(WEB_COPY_DIR, ".next", webFingerprint)) {
    syncWebCopy();
    nextBuild("marketing site", WEB_COPY_DIR, webEnv, ".next", webFingerprint);
  } else {
    console.log("[journeys] The marketing site's build is up to date.");
  }
  if (!dashboard) return;
  const dashboardSources = [
    join(DASHBOARD_DIR, "src"),
    join(DASHBOARD_DIR, "public"),
    join(DASHBOARD_DIR, "next.config.ts"),
    join(DASHBOARD_DIR, "package.json"),
    ...PACKAGE_SOURCES,
  ];
  const dashboardFingerprint = buildFingerprint(dashboardSources, dashboardEnv);
  const distDir = dashboardEnv.DASHBOARD_DIST_DIR;
  if (needsBuild(DASHBOARD_DIR, distDir, dashboardFingerprint)) {
    nextBuild("dashboard", DASHBOARD_DIR, dashboardEnv, distDir, dashboardFingerprint);
  } else {
    console.log("[journeys] The dashboard's build is up to date.");
  }
}
