import { join } from "node:path";
import { buildModeFrom, standaloneServer } from "@chartbot/next-standalone";
import { startProcess, stopProcess, waitForUrl } from "@chartbot/test-servers/processes";
import { buildMarketingSiteForTests, WEB_DIR } from "@chartbot/test-servers/test-builds";
import { E2E_PORT } from "../playwright.config";

/**
 * Makes the marketing site's test build unless the one in apps/web/.next is up to date (`E2E_BUILD`: `auto`,
 * `always` or `never`, as the dashboard's), then serves it with its standalone server on the suite's port.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildMarketingSiteForTests(buildModeFrom("E2E_BUILD"));
  const server = startProcess("web", process.execPath, [standaloneServer(WEB_DIR)], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(E2E_PORT), HOSTNAME: "localhost" },
    logDir: join(WEB_DIR, ".e2e-logs"),
  });
  try {
    await waitForUrl(`http://localhost:${E2E_PORT}/robots.txt`, server, 60_000);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return () => stopProcess(server);
}
