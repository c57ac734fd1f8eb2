import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { completeStandalone } from "@chartbot/next-standalone";
import { dashboardEnv } from "./e2e-env";

const APP_DIR = join(import.meta.dirname, "..", "..");
const REPO_DIR = join(APP_DIR, "..", "..");
const BUILD_ID = join(APP_DIR, dashboardEnv.DASHBOARD_DIST_DIR, "BUILD_ID");
/** The environment the build was made with: public variables are baked in, so a change needs a new build. */
const BUILD_ENV = join(APP_DIR, dashboardEnv.DASHBOARD_DIST_DIR, "e2e-env.json");

function builtWithCurrentEnv(): boolean {
  return existsSync(BUILD_ENV) && readFileSync(BUILD_ENV, "utf8") === JSON.stringify(dashboardEnv);
}

/** What the build is made from: the app and the workspace packages it bundles. */
const SOURCES = [
  join(APP_DIR, "src"),
  join(APP_DIR, "next.config.ts"),
  join(APP_DIR, "package.json"),
  join(REPO_DIR, "packages", "ui", "src"),
  join(REPO_DIR, "packages", "addons", "src"),
  join(REPO_DIR, "packages", "auth-gate", "src"),
  join(REPO_DIR, "packages", "browser-storage", "src"),
  join(REPO_DIR, "packages", "contracts", "src"),
  join(REPO_DIR, "packages", "error-messages", "src"),
  join(REPO_DIR, "packages", "marketing-paths", "src"),
  join(REPO_DIR, "packages", "ticker-parser", "dist"),
];

/** Unit tests and stories are not part of the build. */
const NOT_BUILT = /\.(test|stories)\.tsx?$/;

function newestChange(path: string): number {
  if (!existsSync(path) || NOT_BUILT.test(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/**
 * Builds the app for the end-to-end run (its own output folder and ports) unless that build is newer than
 * every source: the machine is shared, so an unchanged app is not rebuilt. `E2E_BUILD=always` forces it,
 * `E2E_BUILD=never` uses whatever build is there.
 */
export function buildForE2e(): void {
  const mode = process.env.E2E_BUILD ?? "auto";
  if (mode === "never" && existsSync(BUILD_ID)) return;
  const upToDate =
    existsSync(BUILD_ID) &&
    builtWithCurrentEnv() &&
    statSync(BUILD_ID).mtimeMs > Math.max(...SOURCES.map(newestChange));
  if (mode === "auto" && upToDate) {
    console.log("[e2e] The end-to-end build is up to date.");
    return;
  }
  console.log("[e2e] Building the dashboard for the end-to-end run…");
  const result = spawnSync(join(APP_DIR, "node_modules", ".bin", "next"), ["build"], {
    cwd: APP_DIR,
    env: { ...process.env, ...dashboardEnv, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`next build failed (exit code ${result.status})`);
  completeStandalone(APP_DIR, dashboardEnv.DASHBOARD_DIST_DIR);
  writeFileSync(BUILD_ENV, JSON.stringify(dashboardEnv));
}
