import { launchOptions } from "@chartbot/test-servers/chromium";
import { devices, type PlaywrightTestConfig } from "@playwright/test";

/** Debian's Chromium, or CHROMIUM_PATH (DESIGN.md): `playwright install` is never used on these machines. */
export const chromiumProject: NonNullable<PlaywrightTestConfig["projects"]>[number] = {
  name: "chromium",
  use: { ...devices["Desktop Chrome"], launchOptions },
};
