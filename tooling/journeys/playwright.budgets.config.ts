import { defineConfig } from "@playwright/test";
import { chromiumProject } from "./support/browser";

// The Lighthouse budgets, against the same production stack as the journeys (the header's session request
// is answered by the real API, as in production).
export default defineConfig({
  testDir: "./budgets",
  globalSetup: "./support/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One test measures every route, one after the other.
  timeout: 30 * 60_000,
  outputDir: "test-results",
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright-budgets.json" }]],
  projects: [chromiumProject],
});
