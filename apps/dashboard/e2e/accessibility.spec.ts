import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "./support/auth-emulator";
import { signInFromLogin } from "./support/pages";

const PASSWORD = "a long enough password";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("sign-in screens have no axe violations", async ({ page }) => {
      for (const path of ["/login", "/signup", "/forgot-password"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectNoAxeViolations(page);
    });

    test("account screens have no axe violations", async ({ page }) => {
      const email = uniqueEmail(`axe-${colorScheme}`);
      await createUser(email, PASSWORD);
      await signInFromLogin(page, email, PASSWORD);
      await expect(page.getByText(/active alerts?$/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/account/settings");
      await expect(page.getByRole("radio", { name: /Traditional/ })).toBeChecked();
      await expectNoAxeViolations(page);
    });
  });
}
