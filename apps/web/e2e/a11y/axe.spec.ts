import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { axeOnSettledPage, expect, test } from "../fixtures";
import {
  BOT_POST_PAGES,
  describeViolations,
  expectBotPost,
  requestsLeavingTheMachine,
} from "../previews/bot-posts";

const THEMES = ["light", "dark"] as const;

test.describe("accessibility (axe)", () => {
  for (const theme of THEMES) {
    for (const route of [...PUBLIC_ROUTES, "/no-such-page"]) {
      const post = BOT_POST_PAGES.get(route);
      // A page that shows what the bot posts is checked for it on the same load (e2e/previews does phones).
      const title = post
        ? `${route} in the ${theme} theme has no violations, and shows the bot's post fitting the screen`
        : `${route} in the ${theme} theme has no violations`;
      test(title, async ({ page, consoleErrors }) => {
        const outside = requestsLeavingTheMachine(page);
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto(route);
        // The cookie banner is part of the first visit: let it appear so it is checked too.
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
        const results = await (await axeOnSettledPage(page)).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
        if (post) {
          expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
          await expectBotPost(page, post);
          expect(outside).toEqual([]);
          expect(consoleErrors).toEqual([]);
        }
      });
    }
  }
});
