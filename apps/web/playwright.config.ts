import { launchOptions, trace } from "@chartbot/test-servers/chromium";
import { suitePorts } from "@chartbot/test-servers/ports";
import { defineConfig, devices } from "@playwright/test";

/**
 * The production server the tests start (the standalone server.js), on the suite's own port
 * (`@chartbot/test-servers/ports`): a dev server keeps 3000. `E2E_PORT_OFFSET` moves it.
 */
export const E2E_PORT = suitePorts("webE2e").web;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // The site is static and every test answers the API's requests itself: no test shares state with another,
  // so two browsers (one per core) run tests side by side.
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more, traced (`trace`); one that then passes is named by the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace,
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
