import { launchOptions } from "@chartbot/test-servers/chromium";
import { defineConfig, devices } from "@playwright/test";

/**
 * The production server the tests start (the standalone server.js), on its own port: a dev server keeps 3000.
 * `E2E_PORT_OFFSET` shifts it, so two checkouts can run their suites side by side (as the dashboard's does).
 */
export const E2E_PORT = 3100 + Number(process.env.E2E_PORT_OFFSET ?? 0);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Two cores, shared: one browser at a time keeps timings stable.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    // Debian's Chromium (DESIGN.md), or CHROMIUM_PATH: never `playwright install`.
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The build (with its standalone server) is `pnpm test:e2e`'s first step; this only serves it.
    command: "node .next/standalone/apps/web/server.js",
    url: `http://localhost:${E2E_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: "1", PORT: String(E2E_PORT), HOSTNAME: "localhost" },
  },
});
