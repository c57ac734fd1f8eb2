import { env } from "../../src/env";
import { ADA, chooseCookies, expect, test } from "../fixtures";

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test.describe("header", () => {
  test("turns solid only once the page has scrolled more than 20 px", async ({ page, consoleErrors }) => {
    await page.goto("/features/charting");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("Sign in goes to the dashboard's login with the current page as next", async ({ page }) => {
    await page.goto("/pro/price-alerts");
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in" });
    const href = new URL((await signIn.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe(`${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/login`);
    expect(href.searchParams.get("next")).toBe(`${env.NEXT_PUBLIC_SITE_URL}/pro/price-alerts`);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("header for a verified user", () => {
  test.use({ session: "verified" });

  test("upgrades to Control Panel and avatar after load", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Control Panel" })).toBeVisible();
    await expect(banner.getByRole("button", { name: `Account menu for ${ADA.displayName}` })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    await banner.getByRole("button", { name: "Control Panel" }).click();
    for (const [name, path] of [
      ["My Communities", "/communities"],
      ["Subscriptions", "/subscriptions"],
      ["Price Alerts", "/account/alerts"],
      ["Trading & API Keys", "/account/trading"],
    ]) {
      await expect(page.getByRole("menuitem", { name })).toHaveAttribute(
        "href",
        `${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}${path}`,
      );
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the upgrade moves nothing on the page (layout shift 0)", async ({ page }) => {
    // Known kit bug, reported: the wider account area squeezes the desktop menu, whose items move left by
    // 15-27 px. test.fail() keeps this check running; it starts "passing unexpectedly" once the kit is fixed.
    test.fail();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Control Panel" })).toBeVisible();
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});

test.describe("header for a user who has not verified their email", () => {
  test.use({ session: "unverified" });

  test("offers to verify the email instead of the Control Panel", async ({ page }) => {
    await page.goto("/");
    const verify = page.getByRole("banner").getByRole("link", { name: "Verify email" });
    await expect(verify).toHaveAttribute("href", `${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/account/verify-email`);
    await expect(page.getByRole("button", { name: "Control Panel" })).toHaveCount(0);
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens the slide-in menu with the site menu and a Sign in link", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      new RegExp(`^${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/login\\?next=`),
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
