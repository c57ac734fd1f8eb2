import { expect, test } from "@playwright/test";
import { moduleCard as card, communityNav, openCommunity, openModule } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { expectReadyPage, WIDTHS } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// The seeded demo account manages both demo servers once it links the sandbox's demo Discord user. The Trading
// Floor has every add-on; the Wall Street lounge only Price Satellite Bots (2 slots). Other files of the demo
// account add posts and rename its bot, so counts are matched by their shape.

/** The modules' labels, in the community nav's order after Overview. */
const MODULES = [
  "Settings",
  "Channel overrides",
  "Scheduled posts",
  "Price satellite bots",
  "TradingView layouts",
  "Webhook relays",
  "Bot License",
  "Diagnose a channel",
  "Audit log",
];

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("the overview shows each module's state, and each module's page opens from the community nav", async ({
      page,
    }) => {
      test.slow();
      await openCommunity(page, DEMO_COMMUNITIES.wallStreet);
      // Another file of the demo account switches the lounge to Crypto mode.
      await expect(card(page, "Settings")).toContainText(
        /(Traditional|Crypto) mode · auto-delete (off|after)/,
      );
      await expect(card(page, "Scheduled posts")).toContainText("Needs Scheduled Posting");
      await expect(card(page, "TradingView layouts")).toContainText("Needs TradingView Layouts");
      await expect(card(page, "Bot License")).toContainText("Needs Bot License");
      const satellites = card(page, "Price satellite bots");
      await expect(satellites).toContainText(/\d+ satellites?, \d+ paid of 2 slots/);
      // The lounge's satellites have not been invited into its server: the card says so.
      await expect(satellites.getByRole("list", { name: "Problems of Price satellite bots" })).toContainText(
        /\d+ satellites? waiting for an invite/,
      );
      await expect(communityNav(page).getByRole("link", { name: "Overview" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectReadyPage(page);

      await openCommunity(page, DEMO_COMMUNITIES.tradingFloor);
      const posts = card(page, "Scheduled posts");
      await expect(posts.getByText("On", { exact: true })).toBeVisible();
      await expect(posts).toContainText(/\d+ scheduled posts?/);
      await expect(card(page, "TradingView layouts")).toContainText(/\d+ layouts? of at most \d+/);
      await expect(card(page, "Bot License")).toContainText(/Satoshi \w+: (Submitted|In review|Live)/);
      await expect(card(page, "Price satellite bots")).toContainText(/\d+ satellites?, \d+ paid of 3 slots/);
      await expect(card(page, "Settings")).toContainText("Crypto mode");
      await expect(card(page, "Audit log")).toContainText(/Last change|No changes in the last 90 days/);
      await expectReadyPage(page);

      const overview = new URL(page.url()).pathname;
      for (const label of MODULES) {
        await openModule(page, label);
        await expect(communityNav(page).locator('[aria-current="page"]')).toHaveCount(1);
        await expect(
          page.getByRole("heading", { name: DEMO_COMMUNITIES.tradingFloor, level: 1 }),
        ).toBeVisible();
        await expectReadyPage(page);
      }

      // Back to the overview by keyboard.
      const back = communityNav(page).getByRole("link", { name: "Overview" });
      await back.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(overview);
      await expect(back).toHaveAttribute("aria-current", "page");
      await expect(card(page, "Settings")).toBeVisible();

      await page.goto(`${overview}/not-a-module`);
      await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
    });
  });
}

test("a paused post shows on the overview as a problem of Scheduled posts", async ({ page }) => {
  await openCommunity(page, DEMO_COMMUNITIES.tradingFloor);
  await openModule(page, "Scheduled posts");
  const pause = page
    .getByRole("region", { name: "Scheduled posts" })
    .getByRole("button", { name: /^Pause scheduled post / })
    .first();
  const label = ((await pause.getAttribute("aria-label")) ?? "").replace(/^Pause /, "");
  await pause.click();
  await expect(page.getByText("Scheduled post paused").first()).toBeVisible();

  await communityNav(page).getByRole("link", { name: "Overview" }).click();
  const posts = card(page, "Scheduled posts");
  await expect(posts).toContainText(/\d+ scheduled posts?, \d+ paused/);
  await expect(posts.getByRole("list", { name: "Problems of Scheduled posts" })).toContainText(
    /\d+ posts? (is|are) paused/,
  );

  // Resumed again, for the other files of the demo account.
  await openModule(page, "Scheduled posts");
  await page.getByRole("button", { name: `Resume ${label}` }).click();
  await expect(page.getByText("Scheduled post resumed").first()).toBeVisible();
});
