import { chooseCookies, expect, inBothThemes, type SessionAnswer, test, WIDTHS } from "../fixtures";

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

const footerNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Footer" });

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.name.startsWith("phone");

    test("a signed-out visitor is offered Sign up in the footer", async ({ page, consoleErrors }) => {
      await page.goto("/about");
      await page.waitForLoadState("networkidle");
      await inBothThemes(page, width.theme, async () => {
        await expect(footerNav(page).getByRole("link", { name: "Sign up" })).toBeVisible();
      });
      expect(consoleErrors).toEqual([]);
    });

    for (const session of ["verified", "unverified"] as const satisfies SessionAnswer[]) {
      test.describe(`a ${session} user`, () => {
        test.use({ session });

        test("is offered no Sign up in the footer, header or phone menu", async ({ page, consoleErrors }) => {
          await page.goto("/about");
          const settled =
            session === "verified"
              ? page.getByRole("banner").getByRole("button", { name: /Account menu for|Control Panel/ })
              : page.getByRole("banner").getByRole("link", { name: "Verify email" });
          if (!phone) await expect(settled.first()).toBeVisible();
          else await page.waitForLoadState("networkidle");
          await inBothThemes(page, width.theme, async () => {
            await expect(footerNav(page).getByRole("link", { name: "Pricing" })).toBeVisible();
            await expect(footerNav(page).getByRole("link", { name: "Sign up" })).toHaveCount(0);
            await expect(page.getByRole("link", { name: /Sign up/ })).toHaveCount(0);
            if (phone) {
              await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
              const menu = page.getByRole("dialog");
              await expect(menu).toBeVisible();
              await expect(menu.getByRole("link", { name: /Sign up/ })).toHaveCount(0);
              await page.keyboard.press("Escape");
              await expect(menu).toBeHidden();
            }
          });
          expect(consoleErrors).toEqual([]);
        });
      });
    }
  });
}
