import { join } from "node:path";
import { buildModeFrom, buildUnlessCurrent } from "@chartbot/next-standalone";
import { buildMarketingSiteForTests, nextAppSources, WEB_DIR } from "@chartbot/test-servers/test-builds";
import { dashboardEnv } from "./env";

export const REPO_DIR = join(import.meta.dirname, "..", "..", "..");
export { WEB_DIR };
export const DASHBOARD_DIR = join(REPO_DIR, "apps", "dashboard");
/** The journeys' working folder: the Auth emulator's configuration, PGlite folders. */
export const BUILD_DIR = join(import.meta.dirname, "..", ".build");

/**
 * Builds the marketing site (its test build in apps/web/.next, shared with its own suite and the Lighthouse
 * budgets) and, unless told not to, the dashboard (its own output folder, `.next-journeys`), each unless its
 * build is up to date.
 */
export function buildApps({ dashboard = true }: { dashboard?: boolean } = {}): void {
  // `JOURNEYS_BUILD=always` rebuilds, `never` uses whatever build exists, `auto` (default) rebuilds unless the
  // build was made from the same sources and environment (compared by content: `buildFingerprint`).
  const mode = buildModeFrom("JOURNEYS_BUILD");
  buildMarketingSiteForTests(mode);
  if (!dashboard) return;
  buildUnlessCurrent({
    name: "dashboard",
    appDir: DASHBOARD_DIR,
    distDir: dashboardEnv.DASHBOARD_DIST_DIR,
    env: dashboardEnv,
    sources: nextAppSources(DASHBOARD_DIR),
    mode,
  });
}
