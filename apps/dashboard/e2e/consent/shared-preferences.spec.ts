import { expect, type Page, test } from "@playwright/test";
import { DASHBOARD_ORIGIN, WEB_ORIGIN } from "../support/e2e-env";

// The dashboard's side of the product-wide theme and cookie choice (docs/decisions): it shows the same banner
// as the marketing site, stores the choice in the shared `cookies` cookie, honours a choice made on the
// marketing site, and loads nothing optional either way. The journeys (tooling/journeys) cross both apps.

const PHONE = { width: 390, height: 844 };
const BANNER_TEXT = "We use cookies to provide a better user experience.";

// A visitor who has not answered yet (the suite's default storage state has answered).
test.use({ storageState: { cookies: [], origins: [] }, viewport: PHONE, hasTouch: true, isMobile: true });

const colorScheme = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme);
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/** Stores a preference the way the marketing site does: a cookie on the shared host (cookies ignore ports). */
async function chosenOnMarketingSite(page: Page, name: string, value: string) {
  await page.context().addCookies([{ name, value, url: DASHBOARD_ORIGIN }]);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme, phone width`, () => {
    test.beforeEach(async ({ page }) => page.emulateMedia({ colorScheme: theme }));

    test("the cookie banner asks at the bottom edge, links to what Accept all loads, and stores the choice for the product", async ({
      page,
    }) => {
      await page.goto("/login");
      expect(await colorScheme(page)).toBe(theme);
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toContainText(BANNER_TEXT);
      await expect(banner.getByRole("link", { name: "What “Accept all” loads" })).toHaveAttribute(
        "href",
        `${WEB_ORIGIN}/privacy-policy#advertising`,
      );
      await page.waitForTimeout(400); // the rise animation
      const box = await banner.boundingBox();
      expect(box?.x).toBe(0);
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect((heading?.y ?? 0) + (heading?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);

      await banner.getByRole("button", { name: "Use only required" }).click();
      await expect(banner).toHaveCount(0);
      expect(await stored(page, "cookies")).toBe("required");
      const cookies = await page.context().cookies(DASHBOARD_ORIGIN);
      expect(cookies.find((cookie) => cookie.name === "cookies")?.value).toBe("required");
      await page.reload();
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    });
  });
}

test("a choice made on the marketing site is honoured: no banner, and the dashboard's storage follows it", async ({
  page,
}) => {
  await chosenOnMarketingSite(page, "cookies", "all");
  await page.goto("/login");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  expect(await stored(page, "cookies")).toBe("all");
});

test("Accept all reloads, and the dashboard still loads nothing optional (no script from another origin)", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/login");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Accept all" }).click();
  await reloaded;
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => new URL(url).origin !== DASHBOARD_ORIGIN)).toEqual([]);
});

test("a theme chosen on the marketing site applies before the first paint, over the system's", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await chosenOnMarketingSite(page, "theme", "dark");
  await chosenOnMarketingSite(page, "cookies", "required");
  // None of the dashboard's scripts run: only the inline <head> script can have set it.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto("/login");
  expect(await colorScheme(page)).toBe("dark");
  expect(await stored(page, "theme")).toBe("dark");
});
