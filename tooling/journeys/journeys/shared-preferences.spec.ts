import { expect, type Page, test } from "@playwright/test";
import { DASHBOARD_ORIGIN, PIXEL_ID, WEB_ORIGIN } from "../support/env";

// One theme and one cookie choice for the product: the marketing site and the dashboard are two origins,
// and a choice made on one holds on the other (the shared `theme` and `cookies` cookies, docs/decisions).

const colorScheme = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme);
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test("a theme chosen on the marketing site applies on the dashboard from the first paint, and back", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${WEB_ORIGIN}/`);
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Use only required" })
    .click();
  const webToggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
  await webToggle.click();
  await expect(webToggle).toHaveAttribute("aria-pressed", "true");
  expect(await colorScheme(page)).toBe("dark");

  // The dashboard, with none of its scripts: only the inline <head> script can set the theme, so no flash.
  await page.route(`${DASHBOARD_ORIGIN}/_next/static/**/*.js`, (route) => route.abort());
  await page.goto(`${DASHBOARD_ORIGIN}/login`);
  expect(await colorScheme(page)).toBe("dark");
  await page.unroute(`${DASHBOARD_ORIGIN}/_next/static/**/*.js`);
  await page.goto(`${DASHBOARD_ORIGIN}/login`);
  expect(await colorScheme(page)).toBe("dark");
  // The dashboard's own copy of the spec's key follows the product's choice.
  expect(await stored(page, "theme")).toBe("dark");

  // Back to light on the dashboard: the marketing site follows.
  const dashboardToggle = page.getByRole("button", { name: "Dark theme" }).first();
  await expect(dashboardToggle).toHaveAttribute("aria-pressed", "true");
  await dashboardToggle.click();
  expect(await colorScheme(page)).toBe("light");
  await page.goto(`${WEB_ORIGIN}/pro`);
  expect(await colorScheme(page)).toBe("light");
  expect(await stored(page, "theme")).toBe("light");
});

test("a cookie choice made on the marketing site is honoured on the dashboard", async ({ page }) => {
  await page.goto(`${WEB_ORIGIN}/`);
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Use only required" })
    .click();

  await page.goto(`${DASHBOARD_ORIGIN}/login`);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  expect(await stored(page, "cookies")).toBe("required");
});

test("Accept all on the dashboard is honoured on the marketing site, which then loads its pixel", async ({
  page,
}) => {
  const requests: URL[] = [];
  page.on("request", (request) => requests.push(new URL(request.url())));

  await page.goto(`${DASHBOARD_ORIGIN}/login`);
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toContainText("We use cookies to provide a better user experience.");
  await expect(banner.getByRole("link", { name: "What “Accept all” loads" })).toHaveAttribute(
    "href",
    `${WEB_ORIGIN}/privacy-policy#advertising`,
  );
  const reloaded = page.waitForEvent("load");
  await banner.getByRole("button", { name: "Accept all" }).click();
  await reloaded;
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  // The dashboard loads nothing optional, even with consent: no pixel, no script from anywhere else.
  const dashboardScripts = requests.filter((url) => url.pathname.endsWith(".js"));
  expect(dashboardScripts.filter((url) => url.origin !== DASHBOARD_ORIGIN).map(String)).toEqual([]);
  expect(requests.filter((url) => url.pathname === "/pixel.js")).toEqual([]);

  await page.goto(`${WEB_ORIGIN}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expect.poll(() => requests.filter((url) => url.pathname === "/pixel.js").length).toBe(1);
  expect(requests.find((url) => url.pathname === "/pixel.js")?.searchParams.get("id")).toBe(PIXEL_ID);
  expect(await stored(page, "cookies")).toBe("all");
});
