import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { Axe } from "@chartbot/test-servers/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import {
  BOT_POST_PAGES,
  describeViolations,
  expectBotPost,
  requestsLeavingTheMachine,
} from "../previews/bot-posts";

const THEMES = ["light", "dark"] as const;

/**
 * What every public route must answer, checked on the light theme's load of the axe test (one load of each route
 * and theme runs every check on it; this was e2e/routes' own load of each route): 200, one visible h1, a
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
  for (const theme of THEMES) {
    for (const route of [...PUBLIC_ROUTES, "/no-such-page"]) {
      const post = BOT_POST_PAGES.get(route);
      const publicRoute = theme === "light" && route !== "/no-such-page";
      // A page that shows what the bot posts is checked for it on the same load (e2e/previews does phones).
      const title = `${route} in the ${theme} theme has no violations${post ? ", and shows the bot's post fitting the screen" : ""}${publicRoute ? "; it answers 200 with one h1, a title, its canonical address and no console errors" : ""}`;
      test(title, async ({ page, consoleErrors }) => {
        const outside = requestsLeavingTheMachine(page);
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        const response = await page.goto(route);
        // The cookie banner is part of the first visit: let it appear so it is checked too.
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
        const results = await new Axe(page).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
        if (post) {
          expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
          await expectBotPost(page, post);
          expect(outside).toEqual([]);
          expect(consoleErrors).toEqual([]);
        }
        if (publicRoute) await expectPublicRoute(page, response?.status(), route, consoleErrors);
      });
    }
  }
});
