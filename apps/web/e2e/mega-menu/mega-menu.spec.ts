import { FEATURE_SLUGS } from "../../src/content/features/slugs";
import { chooseCookies, expect, test } from "../fixtures";

const featureHrefs = FEATURE_SLUGS.map((slug) => `/features/${slug}`).sort();

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test.describe("Documentation mega menu", () => {
  test("opens with the keyboard and lists all 13 feature pages", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Documentation" });
    // Tab from the top of the page to the trigger, as a keyboard user would.
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press("Tab");
      if (await trigger.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    const links = nav.locator('a[href^="/features/"]');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect([...new Set(hrefs)].sort()).toEqual(featureHrefs);

    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("nav")?.getAttribute("aria-label")),
    ).toBe("Main");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");

    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("opens with the pointer and leads to a feature page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Documentation" }).hover();
    const wiki = nav.getByRole("link", { name: /Trading Wiki/ });
    await expect(wiki).toBeVisible();
    await expect(wiki).toHaveAttribute("target", "_blank");
    await nav.getByRole("link", { name: /^Heatmaps/ }).click();
    await expect(page).toHaveURL(/\/features\/heatmaps$/);
    await expect(page.getByRole("heading", { level: 1, name: "Heatmaps" })).toBeVisible();
  });

  test("the add-ons dropdown lists the six add-on pages and marks TradingView Layouts as new", async ({
    page,
  }) => {
    await page.goto("/features");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Add-Ons & Pricing" }).click();
    await expect(nav.locator('a[href^="/pro/"]')).toHaveCount(6);
    await expect(nav.getByRole("link", { name: /TradingView Layouts/ })).toContainText("New");
  });
});
