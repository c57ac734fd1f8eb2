import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { openModule } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { inEachTheme } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// The seeded demo account manages both demo servers once it links the sandbox's demo Discord user. The
// Trading Floor holds a Bot License slot and a bot in review (the seed); Wall Street has no Bot License.
async function openCommunity(page: Page, name: string) {
  await page.goto("/communities");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await openModule(page, "Bot License");
  return page.getByRole("region", { name: "Bot License" });
}

/** The step items of the progress list, as "name date-or-Not yet" texts, and which one is current. */
async function stepsOf(page: Page) {
  const list = page.getByRole("list", { name: "Bot License steps" });
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(3);
  return { items, current: list.locator('[aria-current="step"]') };
}

test("without Bot License, says how to get it", async ({ page }) => {
  const section = await openCommunity(page, DEMO_COMMUNITIES.wallStreet);
  await expect(section.getByText("Bot License is not active in this community")).toBeVisible();
  await expect(section.getByRole("link", { name: /Subscribe or assign a slot/ })).toHaveAttribute(
    "href",
    "/subscriptions?addon=bot-license",
  );
  await expect(section.getByRole("form", { name: "Your bot" })).toHaveCount(0);
});

test("shows the bot's steps with their dates; an edit takes it back to submitted, the token never shown", async ({
  page,
}) => {
  const section = await openCommunity(page, DEMO_COMMUNITIES.tradingFloor);
  const { items, current } = await stepsOf(page);
  await expect(items.nth(0)).toContainText("Submitted");
  await expect(items.nth(0)).toContainText("2025");
  await expect(items.nth(1)).toContainText("In review");
  await expect(items.nth(1)).toContainText("2025");
  await expect(items.nth(2)).toContainText("Live");
  await expect(items.nth(2)).toContainText("Not yet");
  await expect(current).toContainText("In review");

  const form = section.getByRole("form", { name: "Your bot" });
  await expect(form.getByRole("textbox", { name: "Bot name" })).toHaveValue("Satoshi Charts");
  const token = form.getByLabel("Bot token");
  await expect(token).toHaveAttribute("type", "password");
  await expect(token).toHaveValue("");
  await expect(form.getByText(/A token is saved \(its last characters: ….{4}\)/)).toBeVisible();

  // A token that is not one is refused before anything is sent.
  await token.fill("not-a-token");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText(/three parts separated by dots/)).toBeVisible();
  await expect(token).toBeFocused();
  await token.fill("");

  await form.getByRole("textbox", { name: "Bot name" }).fill("Satoshi Signals");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved: your bot is submitted for review again").first()).toBeVisible();
  await expect(current).toContainText("Submitted");
  await expect(items.nth(1)).toContainText("Not yet");

  await page.reload();
  const reloaded = page.getByRole("form", { name: "Your bot" });
  await expect(reloaded.getByRole("textbox", { name: "Bot name" })).toHaveValue("Satoshi Signals");
  await expect(reloaded.getByLabel("Bot token")).toHaveValue("");
  await expect(
    page.getByRole("list", { name: "Bot License steps" }).locator('[aria-current="step"]'),
  ).toContainText("Submitted");
});

test("the Bot License section has no axe violations in either theme, and fits a phone", async ({ page }) => {
  const section = await openCommunity(page, DEMO_COMMUNITIES.tradingFloor);
  await expect(section.getByRole("list", { name: "Bot License steps" })).toBeVisible();
  await inEachTheme(page, async () => {
    await expectNoAxeViolations(page);
  });
  await page.setViewportSize({ width: 375, height: 740 });
  const save = section.getByRole("form", { name: "Your bot" }).getByRole("button", { name: "Save changes" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
