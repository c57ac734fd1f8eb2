import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { Axe } from "@chartbot/test-servers/axe";
import type { Page } from "@playwright/test";
import { expect, inBothThemes, type Theme, test } from "../fixtures";
import {
  BOT_POST_PAGES,
  describeViolations,
  expectBotPost,
  requestsLeavingTheMachine,
} from "../previews/bot-posts";

/**
 * What every public route must answer, checked on the axe test's load (one load of each route runs every check on
 * it, in both themes; this was e2e/routes' own load of each route): 200, one visible h1, a
 * Chartbot title, `lang="en"`, its own canonical address, and no console error once the network is idle.
 */
async function expectPublicRoute(
  page: Page,
  status: number | undefined,
  route: string,
  consoleErrors: string[],
) {
  expect(status).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page).toHaveTitle(/Chartbot/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(route);
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
}

test.describe("accessibility (axe)", () => {
  for (const [index, route] of [...PUBLIC_ROUTES, "/no-such-page"].entries()) {
    const post = BOT_POST_PAGES.get(route);
    const publicRoute = route !== "/no-such-page";
    // Every other route opens in the dark theme; each is checked in its first theme and then in the other, on
    // the same load (the site follows the system's colour scheme).
    const first: Theme = index % 2 === 0 ? "light" : "dark";
    // A page that shows what the bot posts is checked for it on the same load (e2e/previews does phones).
    const title = `${route} in both themes has no violations${post ? ", and shows the bot's post fitting the screen" : ""}${publicRoute ? "; it answers 200 with one h1, a title, its canonical address and no console errors" : ""}`;
    test(title, async ({ page, consoleErrors }) => {
      const outside = requestsLeavingTheMachine(page);
      await page.emulateMedia({ colorScheme: first });
      const response = await page.goto(route);
      // The cookie banner is part of the first visit: let it appear so it is checked too.
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      await inBothThemes(page, first, async () => {
        const results = await new Axe(page).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
        if (post) await expectBotPost(page, post);
      });
      if (post) {
        expect(outside).toEqual([]);
        expect(consoleErrors).toEqual([]);
      }
      if (publicRoute) await expectPublicRoute(page, response?.status(), route, consoleErrors);
    });
  }
});
