import { chooseCookies, expect, type SessionAnswer, test } from "../fixtures";

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

const footerNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Footer" });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${viewport.width}x${viewport.height}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      test("a signed-out visitor is offered Sign up in the footer", async ({ page, consoleErrors }) => {
        await page.goto("/about");
        await page.waitForLoadState("networkidle");
        await expect(footerNav(page).getByRole("link", { name: "Sign up" })).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });

      for (const session of ["verified", "unverified"] as const satisfies SessionAnswer[]) {
        test.describe(`a ${session} user`, () => {
          test.use({ session });

          test("is offered no Sign up in the footer, header or phone menu", async ({
            page,
            consoleErrors,
          }) => {
            await page.goto("/about");
            const settled =
              session === "verified"
                ? page.getByRole("banner").getByRole("button", { name: /Account menu for|Control Panel/ })
                : page.getByRole("banner").getByRole("link", { name: "Verify email" });
            if (viewport.width >= 1024) await expect(settled.first()).toBeVisible();
            else await page.waitForLoadState("networkidle");
            await expect(footerNav(page).getByRole("link", { name: "Pricing" })).toBeVisible();
            await expect(footerNav(page).getByRole("link", { name: "Sign up" })).toHaveCount(0);
            await expect(page.getByRole("link", { name: /Sign up/ })).toHaveCount(0);
            if (viewport.width < 1024) {
              await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
              const menu = page.getByRole("dialog");
              await expect(menu).toBeVisible();
              await expect(menu.getByRole("link", { name: /Sign up/ })).toHaveCount(0);
            }
            expect(consoleErrors).toEqual([]);
          });
        });
      }
    });
  }
}
