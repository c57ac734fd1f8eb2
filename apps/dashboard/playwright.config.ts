import { launchOptions, trace } from "@chartbot/test-servers/chromium";
import { suiteReporter } from "@chartbot/test-servers/suite-config";
import { defineConfig, devices } from "@playwright/test";
import { COOKIE_CHOICE_STATE, DASHBOARD_ORIGIN } from "./e2e/support/e2e-env";

/** The files that sign in as the seeded demo account or change its servers in the local Discord. */
const DEMO_ACCOUNT_FILES = new RegExp(
  `/e2e/(${[
    "accessibility",
    "bot-reports/bot-reports",
    "communities/advanced-charting",
    "communities/bot-license",
    "communities/community-settings",
    "communities/discord-communities",
    "communities/module-pages",
    "communities/satellites",
    "communities/relays",
    "communities/scheduled-posts",
    "alerts/message-templates",
    "subscriptions/subscriptions",
    "usage/usage",
  ].join("|")})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: "./e2e",
  // Builds if needed, starts the emulator (unless running), the fake Discord, the API and the dashboard.
  globalSetup: "./e2e/support/global-setup.ts",
  // Two browsers at a time, one per core. Files that use the seeded demo account and its Discord servers
  // share their state, so they run one at a time (the "demo account" project below); every other file makes
  // its own users and servers and runs beside them.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: suiteReporter,
  use: {
    baseURL: DASHBOARD_ORIGIN,
    // A user who has answered the cookie banner (e2e/support/e2e-env.ts).
    storageState: COOKIE_CHOICE_STATE,
    actionTimeout: 15_000,
    trace,
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "demo account",
      testMatch: DEMO_ACCOUNT_FILES,
      workers: 1,
      // Debian's Chromium, or CHROMIUM_PATH: `playwright install` is not used on these machines.
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "own users",
      testIgnore: DEMO_ACCOUNT_FILES,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
});
