import { launchOptions, trace } from "@chartbot/test-servers/chromium";
import { suitePorts } from "@chartbot/test-servers/ports";
import { independentTestsSuite } from "@chartbot/test-servers/suite-config";
import { marketingSiteTestEnv } from "@chartbot/test-servers/test-builds";
import { defineConfig, devices } from "@playwright/test";

// The tests read the public values the build baked in (src/env.ts) from their own environment: the test build's.
Object.assign(process.env, marketingSiteTestEnv());

/**
 * The production server the tests start (the standalone server.js), on the suite's own port
 * (`@chartbot/test-servers/ports`): a dev server keeps 3000. `E2E_PORT_OFFSET` moves it.
 */
export const E2E_PORT = suitePorts("webE2e").web;

export default defineConfig({
  // The global setup makes the test build (apps/web/.next) unless it is up to date (the journeys and Lighthouse
  // serve it too), then serves it: its standalone server.js on the suite's port. The site is static and every
  // test answers the API's requests itself: no test shares state with another, so two browsers (one per core)
  // run tests side by side.
  ...independentTestsSuite,
  // In CI a failed test runs once more, traced (`trace`); one that then passes is named by the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace,
    // Debian's Chromium (DESIGN.md), or CHROMIUM_PATH: never `playwright install`.
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
