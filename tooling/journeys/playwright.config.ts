import { suiteReporter } from "@chartbot/test-servers/suite-config";
import { defineConfig } from "@playwright/test";
import { chromiumProject } from "./support/browser";

// The journeys: every app running together from production builds (see support/global-setup.ts).
export default defineConfig({
  testDir: "./journeys",
  globalSetup: "./support/global-setup.ts",
  // Two shared cores: one browser at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: "test-results",
  reporter: suiteReporter,
  use: { actionTimeout: 15_000, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [chromiumProject],
});
