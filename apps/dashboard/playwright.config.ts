import { launchOptions } from "@chartbot/test-servers/chromium";
import { defineConfig, devices } from "@playwright/test";
import { DASHBOARD_ORIGIN } from "./e2e/support/e2e-env";

export default defineConfig({
  testDir: "./e2e",
  // Builds if needed, starts the emulator (unless running), the fake Discord, the API and the dashboard.
  globalSetup: "./e2e/support/global-setup.ts",
  // One browser at a time: the machines running this have two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: DASHBOARD_ORIGIN,
    // A user who has answered the product's cookie banner (`cookies`, shared with the marketing site), so the
    // banner covers nothing the suites click; e2e/consent starts without it.
    storageState: {
      cookies: [
        {
          name: "cookies",
          value: "required",
          domain: new URL(DASHBOARD_ORIGIN).hostname,
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    actionTimeout: 15_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      // Debian's Chromium, or CHROMIUM_PATH: `playwright install` is not used on these machines.
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
});
