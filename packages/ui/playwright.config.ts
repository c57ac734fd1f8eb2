import { launchOptions } from "@chartbot/test-servers/chromium";
import { independentTestsSuite } from "@chartbot/test-servers/suite-config";
import { defineConfig } from "@playwright/test";

export default defineConfig({
  // Two cores here: one browser per core.
  ...independentTestsSuite,
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    // Animations finish at once, so axe measures final colours; the kit honours this setting.
    reducedMotion: "reduce",
    // Debian's Chromium, or CHROMIUM_PATH; `playwright install` cannot download browsers here.
    launchOptions,
  },
});
