import type { PlaywrightTestConfig } from "@playwright/test";

/** What every browser suite reports: the list as it runs, and the JSON results in `.test-results/playwright.json`. */
export const suiteReporter: PlaywrightTestConfig["reporter"] = [
  ["list"],
  ["json", { outputFile: ".test-results/playwright.json" }],
];

/**
 * The Playwright settings of a workspace's browser suite whose tests share no state (the marketing site's, the
 * kit's): its files in `e2e/`, made ready by `e2e/global-setup.ts`, two browsers side by side (one per core).
 */
export const independentTestsSuite = {
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  reporter: suiteReporter,
} satisfies PlaywrightTestConfig;
