import { SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { watchPageProblems } from "../support/page-problems";
import { inEachTheme, WIDTHS } from "../support/variants";

// The e2e API runs with Discord (the local sandbox) and payments on, and starting a second API with them off
// costs more than this suite is worth: the "off" tests fulfil only the `GET /api/services` answer with
// `page.route`. apps/api/test/routes/services.test.ts proves the real endpoint answers Discord off without its
// configuration; the "on" tests here use the real API.

/** Answers `GET /api/services` with Discord off (sign-in and bot) and payments on. */
async function discordOff(page: Page) {
  await page.route("**/api/services", (route) =>
    route.fulfill({ json: { discordSignIn: false, discordBot: false, payments: true } }),
  );
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("Sign in with Discord is disabled with its reason while Discord is off; email sign-in stays", async ({
      page,
    }) => {
      const expectNoPageProblems = watchPageProblems(page);
      await discordOff(page);
      await page.goto("/login");
      const discord = page.getByRole("button", { name: "Sign in with Discord" });
      await expect(discord).toHaveAttribute("aria-disabled", "true");
      await expect(discord).toHaveAccessibleDescription(SERVICE_OFF_MESSAGES.discord);
      await expect(page.getByText(SERVICE_OFF_MESSAGES.discord)).toBeVisible();
      // Still reachable from the keyboard, and inert.
      await discord.focus();
      await expect(discord).toBeFocused();
      await page.keyboard.press("Enter");
      // Playwright waits for an aria-disabled button to become enabled: force the click a person can make.
      await discord.click({ force: true });
      await expect(page).toHaveURL("/login");
      // The email sign-in is untouched.
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeEditable();
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
      await inEachTheme(page, () => expectNoAxeViolations(page));
      expectNoPageProblems();
    });

    test("Sign in with Discord is an ordinary button while the API says Discord is on", async ({ page }) => {
      const expectNoPageProblems = watchPageProblems(page);
      const services = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/services",
      );
      await page.goto("/login");
      expect(await (await services).json()).toMatchObject({ discordSignIn: true });
      const discord = page.getByRole("button", { name: "Sign in with Discord" });
      await expect(discord).toBeEnabled();
      await expect(discord).not.toHaveAttribute("aria-disabled", "true");
      await expect(page.getByText(SERVICE_OFF_MESSAGES.discord)).toHaveCount(0);
      await inEachTheme(page, () => expectNoAxeViolations(page));
      expectNoPageProblems();
    });
  });
}
