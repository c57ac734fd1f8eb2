import { chooseCookies, expect, test } from "../fixtures";

const colorScheme = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.style.colorScheme);

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test.describe("theme", () => {
  test("follows the system preference when nothing is stored", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await colorScheme(page)).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/about");
    expect(await colorScheme(page)).toBe("light");
  });

  test("the toggle persists `theme` and the stored theme applies before any bundle runs", async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/features");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
    expect(await colorScheme(page)).toBe("dark");

    await page.reload();
    expect(await colorScheme(page)).toBe("dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(consoleErrors).toEqual([]);

    // Without any of Next's scripts, only the inline <head> script can have set the theme: no flash.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.reload();
    expect(await colorScheme(page)).toBe("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(12, 17, 27)");
  });

  test("the theme is the product's: the toggle stores the shared `theme` cookie, and one set by the dashboard wins", async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "theme")).toMatchObject({ value: "dark", path: "/" });

    // The dashboard (another port of the same host: cookies ignore ports) switched back to light.
    await page.context().addCookies([{ name: "theme", value: "light", url: baseURL ?? "" }]);
    await page.reload();
    expect(await colorScheme(page)).toBe("light");
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("light");
  });

  test("switching back to light is remembered too", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    await page.goto("/pro");
    await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("light");
    expect(await colorScheme(page)).toBe("light");
  });
});
