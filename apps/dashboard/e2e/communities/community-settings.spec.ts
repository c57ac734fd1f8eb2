import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, inBothThemes } from "../support/axe";
import { openModule } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { inEachTheme } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// The seeded demo account (global set-up) manages the demo world's two servers with Chartbot once it has
// linked the sandbox's demo Discord user: access comes from Discord.
test("lists the user's communities with their add-ons", async ({ page }) => {
  await page.goto("/communities");
  for (const name of Object.values(DEMO_COMMUNITIES)) {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const floor = page.getByRole("listitem").filter({ hasText: DEMO_COMMUNITIES.tradingFloor });
  await expect(floor.getByText("Scheduled Posting")).toBeVisible();
});

test("changes a community's parsing mode and chart defaults, persisted after reload", async ({ page }) => {
  await page.goto("/communities");
  await page.getByRole("link", { name: DEMO_COMMUNITIES.wallStreet, exact: true }).click();
  await expect(page.getByRole("heading", { name: DEMO_COMMUNITIES.wallStreet, level: 1 })).toBeVisible();
  await openModule(page, "Settings");

  const form = page.getByRole("form", { name: "Community settings" });
  await expect(form.getByRole("radio", { name: /^Traditional/ })).toBeChecked();
  await expect(form.getByText(/Crypto-biased: completes partial crypto pairs/)).toBeVisible();
  await form.getByRole("radio", { name: /^Crypto/ }).check();
  await form.getByRole("combobox", { name: "Timeframe" }).click();
  await page.getByRole("option", { name: "1 day" }).click();
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole("form", { name: "Community settings" });
  await expect(reloaded.getByRole("radio", { name: /^Crypto/ })).toBeChecked();
  await expect(reloaded.getByRole("combobox", { name: "Timeframe" })).toHaveText("1 day");
  await expect(reloaded.getByRole("button", { name: "Save settings" })).toBeDisabled();
});

test("says which add-on a section needs, with a link to subscribe", async ({ page }) => {
  await page.goto("/communities");
  await page.getByRole("link", { name: DEMO_COMMUNITIES.wallStreet, exact: true }).click();
  await openModule(page, "TradingView layouts");
  const layouts = page.getByRole("region", { name: "TradingView layouts" });
  await expect(layouts.getByText("TradingView Layouts is not active in this community")).toBeVisible();
  await expect(layouts.getByRole("link", { name: /Subscribe or assign a slot/ })).toHaveAttribute(
    "href",
    "/subscriptions?addon=tradingview-layouts",
  );
  await expect(layouts.getByRole("button", { name: "Add a layout" })).toBeDisabled();
});

test("the community screens and the scheduled-post dialog have no axe violations", async ({ page }) => {
  await page.goto("/communities");
  await inEachTheme(page, async () => {
    await expect(page.getByRole("link", { name: DEMO_COMMUNITIES.wallStreet, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await page.getByRole("link", { name: DEMO_COMMUNITIES.tradingFloor, exact: true }).click();
  await expect(page.getByRole("heading", { name: DEMO_COMMUNITIES.tradingFloor, level: 1 })).toBeVisible();
  // Satellites and scheduled posts have a page each.
  await openModule(page, "Price satellite bots");
  await inEachTheme(page, async () => {
    await expect(page.getByRole("list", { name: "Satellites" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await openModule(page, "Scheduled posts");
  await inBothThemes(page, async () => {
    const posts = page.getByRole("region", { name: "Scheduled posts" });
    await expect(posts.getByRole("list", { name: "Scheduled posts" })).toBeVisible();
    await expectNoAxeViolations(page);
    await posts.getByRole("button", { name: "Schedule a post" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a post" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
  });
});
