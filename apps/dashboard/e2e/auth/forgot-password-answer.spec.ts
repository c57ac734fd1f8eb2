import { expect, type Page, test } from "@playwright/test";
import { createUser, latestOobCode, uniqueEmail } from "../support/auth-emulator";
import { AUTH_EMULATOR_HOST } from "../support/e2e-env";
import { expectThemesAndFit, WIDTHS } from "../support/variants";

// Issue 21, item 8: the reset page answers a known and an unknown address alike, so it cannot be used to find
// out who has an account. The Auth emulator answers EMAIL_NOT_FOUND for an unknown address (email enumeration
// protection is off there), which the page must not show.

const ANSWER = "If an account exists, a link is on its way.";

async function requestLink(page: Page, email: string): Promise<string> {
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const answer = page.getByRole("main");
  await expect(answer.getByText(ANSWER)).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  return ((await answer.textContent()) ?? "").replace(email, "<address>");
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("a known and an unknown address get the same answer", async ({ page }) => {
      const known = uniqueEmail("reset-known");
      await createUser(known, "a long password");
      const unknown = uniqueEmail("reset-unknown");

      const knownAnswer = await requestLink(page, known);
      await expectThemesAndFit(page);
      const unknownAnswer = await requestLink(page, unknown);
      await expectThemesAndFit(page);

      expect(unknownAnswer).toBe(knownAnswer);
      // Only the real account got a link.
      await expect(latestOobCode(known, "PASSWORD_RESET")).resolves.toBeTruthy();
    });

    test("a malformed address is still an error", async ({ page }) => {
      await page.goto("/forgot-password");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("name@example");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
        "The email address is invalid.",
      );
      await expect(page.getByText(ANSWER)).toHaveCount(0);
      await expectThemesAndFit(page);
    });

    test("a network failure is an error, not a sent link", async ({ page }) => {
      await page.goto("/forgot-password");
      await page.route(`http://${AUTH_EMULATOR_HOST}/**`, (route) => route.abort("internetdisconnected"));
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("reset-offline"));
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "A network error has occurred. Please check your internet connection and try again.",
      );
      await expect(page.getByText(ANSWER)).toHaveCount(0);
      await expectThemesAndFit(page);
    });
  });
}
