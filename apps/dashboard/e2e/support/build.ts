import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  buildFingerprint,
  buildIsCurrent,
  completeStandalone,
  recordBuildFingerprint,
} from "@chartbot/next-standalone";
import { dashboardEnv } from "./e2e-env";

const APP_DIR = join(import.meta.dirname, "..", "..");
const REPO_DIR = join(APP_DIR, "..", "..");
const DIST_DIR = dashboardEnv.DASHBOARD_DIST_DIR;

/** What the build is made from: the app and the workspace packages it bundles. */
const SOURCES = [
  join(APP_DIR, "src"),
  join(APP_DIR, "public"),
  join(APP_DIR, "next.config.ts"),
  join(APP_DIR, "package.json"),
  join(REPO_DIR, "packages", "ui", "src"),
  join(REPO_DIR, "packages", "addons", "src"),
  join(REPO_DIR, "packages", "auth-gate", "src"),
  join(REPO_DIR, "packages", "browser-storage", "src"),
  join(REPO_DIR, "packages", "command-catalogue", "src"),
  join(REPO_DIR, "packages", "contracts", "src"),
  join(REPO_DIR, "packages", "error-messages", "src"),
  join(REPO_DIR, "packages", "marketing-paths", "src"),
  join(REPO_DIR, "packages", "ticker-parser", "dist"),
  join(REPO_DIR, "packages", "symbol-catalogue", "dist"),
];

/**
 * Builds the app for the end-to-end run (its own output folder and ports) unless a build of the same sources
 * and environment is there (compared by content, `buildFingerprint`): an unchanged app is not rebuilt.
 * `E2E_BUILD=always` forces it, `E2E_BUILD=never` uses whatever build is there.
 */
export function buildForE2e(): void {
  const mode = process.env.E2E_BUILD ?? "auto";
  if (mode === "never" && existsSync(join(APP_DIR, DIST_DIR, "BUILD_ID"))) return;
  const fingerprint = buildFingerprint(SOURCES, dashboardEnv);
  if (mode === "auto" && buildIsCurrent(APP_DIR, DIST_DIR, fingerprint)) {
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
  completeStandalone(APP_DIR, DIST_DIR);
  recordBuildFingerprint(APP_DIR, DIST_DIR, fingerprint);
}
