import { devices, type PlaywrightTestConfig } from "@playwright/test";

/** Debian's Chromium (DESIGN.md): `playwright install` is never used on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumProject: NonNullable<PlaywrightTestConfig["projects"]>[number] = {
  name: "chromium",
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
};
