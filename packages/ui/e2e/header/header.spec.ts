import { FEATURE_SLUGS, featurePath } from "@chartbot/marketing-paths";
import { expect, test } from "@playwright/test";
import { collectErrors, openStory } from "../open-story";

test.describe("header in a real browser", () => {
  test("opens the Documentation mega menu by keyboard, tabs into it and closes it with Escape", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openStory(page, "layout-header--signed-out", "light");
    const trigger = page.getByRole("button", { name: "Documentation" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const slug of FEATURE_SLUGS)
      await expect(page.locator(`a[href="${featurePath(slug)}"]`)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Trading Wiki/ })).toHaveAttribute("target", "_blank");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^Charting/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("opens the Add-Ons & Pricing dropdown with the pointer, with New on TradingView Layouts", async ({
    page,
  }) => {
    await openStory(page, "layout-header--signed-out", "dark");
    await page.getByRole("button", { name: "Add-Ons & Pricing" }).click();
    const layouts = page.getByRole("link", { name: /^TradingView Layouts/ });
    await expect(layouts).toBeVisible();
    await expect(layouts).toContainText("New");
    await expect(page.getByRole("link", { name: /^Bot License/ })).toHaveAttribute(
      "href",
      "/pro/bot-license",
    );
  });

  test("turns solid past 20 px of scrolling, not at 20 px", async ({ page }) => {
    await openStory(page, "layout-header--signed-out", "light");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("shows the slide-in menu with Sign in on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStory(page, "layout-header--signed-out", "light");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("opens a verified user's Control Panel and avatar menus, whose code loads on demand", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openStory(page, "layout-header--verified", "dark");
    const controlPanel = page.getByRole("button", { name: "Control Panel" });
    await controlPanel.click();
    await expect(page.getByRole("menuitem", { name: "Price Alerts" })).toHaveAttribute(
      "href",
      "https://app.chartbot.example/account/alerts",
    );
    await page.keyboard.press("Escape");
    await expect(controlPanel).toBeFocused();

    const avatar = page.getByRole("button", { name: "Account menu for Ada Lovelace" });
    await avatar.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(avatar).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("persists the theme toggle under the theme key", async ({ page }) => {
    await openStory(page, "theme-themetoggle--default", "light");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
  });
});
