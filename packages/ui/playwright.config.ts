import { launchOptions } from "@chartbot/test-servers/chromium";
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: true,
  // Two cores here: one browser per core.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    // Animations finish at once, so axe measures final colours; the kit honours this setting.
    reducedMotion: "reduce",
    // Debian's Chromium, or CHROMIUM_PATH; `playwright install` cannot download browsers here.
    launchOptions,
  },
});
