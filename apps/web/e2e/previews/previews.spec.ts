import { Axe } from "@chartbot/test-servers/axe";
import { chooseCookies, expect, test } from "../fixtures";
import { BOT_POST_PAGES, describeViolations, expectBotPost, requestsLeavingTheMachine } from "./bot-posts";

// At desktop width the same checks run in e2e/a11y/axe.spec.ts, on the page load that checks the whole page
// with axe in each theme; here, at phone width, the preview alone is checked with axe.
const PHONE = { width: 390, height: 844 } as const;
const THEMES = ["light", "dark"] as const;

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

for (const theme of THEMES) {
  test.describe(`what the bot posts, phone width, ${theme} theme`, () => {
    test.use({ viewport: PHONE });

    for (const [route, post] of BOT_POST_PAGES) {
      test(`${route} shows the bot's post, fits the screen and passes axe`, async ({
        page,
        consoleErrors,
      }) => {
        const outside = requestsLeavingTheMachine(page);
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto(route);
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
        await expectBotPost(page, post);
        const results = await new Axe(page).include("[data-bot-preview]").analyze();
        expect(describeViolations(results.violations)).toEqual([]);
        expect(outside).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
