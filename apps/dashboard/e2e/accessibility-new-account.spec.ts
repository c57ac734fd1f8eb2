import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "./support/auth-emulator";
import { expectNoAxeViolations } from "./support/axe";
import { watchPageProblems } from "./support/page-problems";
import { settle, signInFromLogin } from "./support/pages";
import { inEachTheme } from "./support/variants";

// The sign-in screens and a new account's screens, in both themes: no axe violations, console errors or failed
// requests. Apart from accessibility.spec.ts (the demo account's screens) so that these run beside it.

const PASSWORD = "a long enough password";

test.describe("both themes", () => {
  test("sign-in screens have no axe violations, console errors or failed requests", async ({ page }) => {
    const expectNoPageProblems = watchPageProblems(page);
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      await page.goto(path);
      await settle(page, () => expect(page.getByRole("heading", { level: 1 })).toBeVisible());
      await inEachTheme(page, () => expectNoAxeViolations(page));
    }
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await inEachTheme(page, () => expectNoAxeViolations(page));
    expectNoPageProblems();
  });

  test("a new user's account screens have no axe violations, console errors or failed requests", async ({
    page,
  }) => {
    const expectNoPageProblems = watchPageProblems(page);
    const email = uniqueEmail("axe-new-account");
    await createUser(email, PASSWORD);
    await signInFromLogin(page, email, PASSWORD);
    await settle(page, () => expect(page.getByText(/active alerts?$/)).toBeVisible());
    await inEachTheme(page, () => expectNoAxeViolations(page));
    await page.goto("/account/settings");
    await settle(page, () => expect(page.getByRole("radio", { name: /Traditional/ })).toBeChecked());
    await inEachTheme(page, () => expectNoAxeViolations(page));
    expectNoPageProblems();
  });
});
