import { FEATURE_SLUGS, featurePath } from "@chartbot/marketing-paths";
import type { Page } from "@playwright/test";
import { chooseCookies, expect, test } from "../fixtures";

const featureHrefs = FEATURE_SLUGS.map(featurePath).sort();

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

  test("a press made before the menu's code has arrived opens the panel once it has", async ({
    page,
    consoleErrors,
  }) => {
    const release = await openWithLateScriptsHeld(page, "/features");
    const nav = page.getByRole("navigation", { name: "Main" });
    const addOns = nav.getByRole("button", { name: "Add-Ons & Pricing" });
    const documentation = nav.getByRole("button", { name: "Documentation" });
    await documentation.click();
    await documentation.click(); // takes the first press back
    await addOns.click();
    await expect(addOns).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(addOns).toHaveAttribute("aria-expanded", "true");
    await expect(nav.locator('a[href^="/pro/"]')).toHaveCount(6);
    await expect(documentation).toHaveAttribute("aria-expanded", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("a pointer resting on a menu button when the code arrives opens its panel", async ({
    page,
    consoleErrors,
  }) => {
    const release = await openWithLateScriptsHeld(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const documentation = nav.getByRole("button", { name: "Documentation" });
    await documentation.hover();
    release();
    await expect(documentation).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /^Heatmaps/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Opens a page while holding back every script it loads after its first load (the desktop menu's code is one
 * of them), and returns once the page has asked for one; the returned function lets them through.
 */
async function openWithLateScriptsHeld(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set(html.match(/\/_next\/static\/[^"'\s]+\.js/g));
  const isLate = (url: string) => url.endsWith(".js") && !firstLoad.has(new URL(url).pathname);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/**/*.js", async (route) => {
    if (isLate(route.request().url())) await released;
    await route.continue();
  });
  const lateScript = page.waitForRequest((request) => isLate(request.url()));
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await lateScript;
  return release;
}
