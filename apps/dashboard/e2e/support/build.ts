import { join } from "node:path";
import { buildModeFrom, buildUnlessCurrent } from "@chartbot/next-standalone";
import { nextAppSources } from "@chartbot/test-servers/test-builds";
import { dashboardEnv } from "./e2e-env";

const APP_DIR = join(import.meta.dirname, "..", "..");

/**
 * Builds the app for the end-to-end run (its own output folder and ports) unless a build of the same sources
 * and environment is there (compared by content, `buildFingerprint`): an unchanged app is not rebuilt.
 * `E2E_BUILD=always` forces it, `E2E_BUILD=never` uses whatever build is there.
 */
export function buildForE2e(): void {
  buildUnlessCurrent({
    name: "dashboard",
    appDir: APP_DIR,
    distDir: dashboardEnv.DASHBOARD_DIST_DIR,
    env: dashboardEnv,
    sources: nextAppSources(APP_DIR),
    mode: buildModeFrom("E2E_BUILD"),
  });
}
