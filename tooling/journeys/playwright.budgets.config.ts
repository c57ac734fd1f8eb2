import { defineConfig } from "@playwright/test";
import { chromiumProject } from "./support/browser";

// The Lighthouse budgets, against the journeys' production build of the marketing site (support/budgets-setup.ts).
export default defineConfig({
  testDir: "./budgets",
  // budgets/*.test.ts are unit tests of the budgets' own logic (vitest, `pnpm test`).
  testMatch: "*.spec.ts",
  globalSetup: "./support/budgets-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One test measures every route, one after the other: about 9 minutes, plus up to 10 for the extra runs
  // of routes that missed (budgets/lighthouse.spec.ts).
  timeout: 30 * 60_000,
  outputDir: "test-results",
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright-budgets.json" }]],
  projects: [chromiumProject],
});
