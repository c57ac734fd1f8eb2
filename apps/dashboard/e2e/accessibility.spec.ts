import { expect, test } from "@playwright/test";
import { openModule } from "./support/community-pages";
import { DEMO_COMMUNITIES } from "./support/demo-data";
import { DEMO_SESSION_FILE, openAsDemoWithDiscord } from "./support/demo-session";
import { watchPageProblems } from "./support/page-problems";
import { settle } from "./support/pages";
import { inEachTheme } from "./support/variants";

// Signed in as the demo account from the run's one sign-in through the form (support/demo-session.ts).
test.use({ storageState: DEMO_SESSION_FILE });

// The screens a visitor and a new account see are checked in accessibility-new-account.spec.ts, which needs no
// demo account and runs beside this file. Each screen is drawn in both themes, switched in place: a theme's own
// resources (its pictures, its styles) load, and fail, on the switch as on a first load.
test.describe("both themes", () => {
  test.use({ colorScheme: "dark" });

  test("every signed-in screen loads without console errors or failed requests", async ({ page }) => {
    const expectNoPageProblems = watchPageProblems(page);
    await openAsDemoWithDiscord(page);
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
          expect(page.getByRole("listitem", { name: "Scheduled Posting" }).getByText("Active")).toBeVisible(),
      ],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await settle(page, async () => {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await ready();
      });
      await inEachTheme(page, () => page.waitForLoadState("networkidle"));
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
