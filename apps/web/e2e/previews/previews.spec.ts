import { Axe } from "@chartbot/test-servers/axe";
import { chooseCookies, expect, inBothThemes, PHONE, type Theme, test } from "../fixtures";
import { BOT_POST_PAGES, describeViolations, expectBotPost, requestsLeavingTheMachine } from "./bot-posts";

// At desktop width the same checks run in e2e/a11y/axe.spec.ts, on the page load that checks the whole page
// with axe in each theme; here, at phone width, the preview alone is checked with axe.

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test.describe("what the bot posts, phone width, both themes", () => {
  test.use({ viewport: PHONE });

  for (const [index, [route, post]] of [...BOT_POST_PAGES].entries()) {
    // Every other page opens in the dark theme, and is checked in the other theme on the same load.
    const first: Theme = index % 2 === 0 ? "dark" : "light";
    test(`${route} shows the bot's post, fits the screen and passes axe`, async ({ page, consoleErrors }) => {
      const outside = requestsLeavingTheMachine(page);
      await page.emulateMedia({ colorScheme: first });
      await page.goto(route);
      await inBothThemes(page, first, async () => {
        await expectBotPost(page, post);
        const results = await new Axe(page).include("[data-bot-preview]").analyze();
        expect(describeViolations(results.violations)).toEqual([]);
      });
      expect(outside).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
