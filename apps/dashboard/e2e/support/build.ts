import { join } from "node:path";
import { buildUnlessCurrent } from "@chartbot/next-standalone";
import { nextAppSources } from "@chartbot/test-servers/test-builds";
import { dashboardEnv } from "./e2e-env";

const APP_DIR = join(import.meta.dirname, "..", "..");

/**
 * Builds the app for the end-to-end run (its own output folder and ports) unless a build of the same sources
 * and environment is there (compared by content, `buildFingerprint`): an unchanged app is not rebuilt.
 * `E2E_BUILD=always` forces it, `E2E_BUILD=never` uses whatever build is there.
 */
export function buildForE2e(): void {
  const mode = process.env.E2E_BUILD ?? "auto";
  if (mode !== "auto" && mode !== "always" && mode !== "never") {
    throw new Error(`E2E_BUILD must be auto, always or never, not "${mode}"`);
  }
  buildUnlessCurrent({
    name: "dashboard",
    appDir: APP_DIR,
    distDir: dashboardEnv.DASHBOARD_DIST_DIR,
    env: dashboardEnv,
    sources: nextAppSources(APP_DIR),
    mode,
  });
}
