import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "./support/auth-emulator";
import { expectNoAxeViolations } from "./support/axe";
import { openModule } from "./support/community-pages";
import { DEMO_COMMUNITIES, DEMO_USER } from "./support/demo-data";
import { DEMO_DISCORD, linkDiscord } from "./support/discord-sandbox";
import { watchPageProblems } from "./support/page-problems";
import { signInFromLogin } from "./support/pages";

const PASSWORD = "a long enough password";

/** Waits until a screen has drawn its data and the browser has gone quiet (router prefetches included). */
async function settle(page: Page, ready: () => Promise<void>) {
  await ready();
  await page.waitForLoadState("networkidle");
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("sign-in screens have no axe violations, console errors or failed requests", async ({ page }) => {
      const expectNoPageProblems = watchPageProblems(page);
      for (const path of ["/login", "/signup", "/forgot-password"]) {
        await page.goto(path);
        await settle(page, () => expect(page.getByRole("heading", { level: 1 })).toBeVisible());
        await expectNoAxeViolations(page);
      }
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectNoAxeViolations(page);
      expectNoPageProblems();
    });

    test("a new user's account screens have no axe violations, console errors or failed requests", async ({
      page,
    }) => {
      const expectNoPageProblems = watchPageProblems(page);
      const email = uniqueEmail(`axe-${colorScheme}`);
      await createUser(email, PASSWORD);
      await signInFromLogin(page, email, PASSWORD);
      await settle(page, () => expect(page.getByText(/active alerts?$/)).toBeVisible());
      await expectNoAxeViolations(page);
      await page.goto("/account/settings");
      await settle(page, () => expect(page.getByRole("radio", { name: /Traditional/ })).toBeChecked());
      await expectNoAxeViolations(page);
      expectNoPageProblems();
    });

    test("every signed-in screen loads without console errors or failed requests", async ({ page }) => {
      const expectNoPageProblems = watchPageProblems(page);
      await signInFromLogin(page, DEMO_USER.email, DEMO_USER.password);
      // Communities come from Discord: the demo account links the sandbox's demo Discord user.
      await linkDiscord(page, DEMO_DISCORD.user);
      const screens: [path: string, ready: () => Promise<void>][] = [
        ["/account", () => expect(page.getByText(/active alerts?$/)).toBeVisible()],
        ["/account/settings", () => expect(page.getByRole("radio", { name: /Traditional/ })).toBeVisible()],
        [
          "/account/alerts",
          // The seed's alerts: the list and its live market names are drawn.
          () =>
            expect(page.getByRole("list", { name: "Active and paused alerts" })).toContainText("Apple Inc."),
        ],
        ["/account/trading", () => expect(page.getByRole("textbox", { name: "Token label" })).toBeVisible()],
        [
          "/account/notices",
          () => expect(page.getByRole("button", { name: "Save notice emails" })).toBeVisible(),
        ],
        [
          "/communities",
          () =>
            expect(page.getByRole("link", { name: DEMO_COMMUNITIES.wallStreet, exact: true })).toBeVisible(),
        ],
        [
          "/subscriptions",
          () =>
            expect(
              page.getByRole("listitem", { name: "Scheduled Posting" }).getByText("Active"),
            ).toBeVisible(),
        ],
      ];
      for (const [path, ready] of screens) {
        await page.goto(path);
        await settle(page, async () => {
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await ready();
        });
      }
      await page.goto("/communities");
      await page.getByRole("link", { name: DEMO_COMMUNITIES.tradingFloor, exact: true }).click();
      await openModule(page, "Price satellite bots");
      await settle(page, () => expect(page.getByRole("list", { name: "Satellites" })).toBeVisible());
      // The marketing links of the header menu and the footer are plain links to the marketing site.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      expectNoPageProblems();
    });
  });
}
