import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { openModule } from "../support/community-pages";
import { setUpAs } from "../support/community-setup";
import { addDiscordUser, addManagedServer } from "../support/discord-sandbox";
import { inEachTheme } from "../support/variants";

// A server admin of their own server (set up in Crypto mode): a channel reads tickers the traditional way,
// the audit log shows who did it, and reverting it puts the channel back on the server's settings.
test("adds a channel override, sees it in the audit log, and reverts it", async ({ page }) => {
  // Signing up through Discord and setting a server up come first.
  test.slow();
  const admin = await addDiscordUser("overrides");
  const server = await addManagedServer(admin, `Desk ${admin.username}`, { bot: true });
  await setUpAs(page, admin, server);
  await openModule(page, "Channel overrides");

  const overrides = page.getByRole("region", { name: "Channel overrides" });
  await expect(
    overrides.getByText("No channel overrides: every channel follows the settings above."),
  ).toBeVisible();
  await overrides.getByRole("button", { name: "Add a channel override" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a channel override" });
  await dialog.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: "#signals" }).click();
  await expect(dialog.getByRole("combobox", { name: "Ticker parsing mode" })).toHaveText("Traditional");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add override" }).click();
  await expect(dialog).toBeHidden();

  const row = overrides.getByRole("listitem").filter({ hasText: "#signals" });
  await expect(row).toContainText("Traditional mode · Server's auto-delete (off)");

  // The audit log has a page of its own.
  await openModule(page, "Audit log");
  const audit = page.getByRole("region", { name: "Audit log" });
  const entry = audit.getByRole("listitem").first();
  await expect(entry).toContainText("Override of #signals");
  await expect(entry).toContainText("No override → Traditional mode, Server's auto-delete (off)");
  await expect(entry).toContainText(admin.global_name);

  // Revert by keyboard: the confirmation opens on Cancel, so Enter alone never reverts.
  await entry.getByRole("button", { name: /^Revert:/ }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Revert this change?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Revert change" })).toBeFocused();
  await page.keyboard.press("Enter");

  const reverted = audit.getByRole("listitem").first();
  await expect(reverted).toContainText("Traditional mode, Server's auto-delete (off) → No override");
  await expect(reverted).toBeFocused();
  await expect(audit.getByRole("listitem").nth(1)).toContainText("Reverted");
  await openModule(page, "Channel overrides");
  await expect(
    overrides.getByText("No channel overrides: every channel follows the settings above."),
  ).toBeVisible();
  await openModule(page, "Audit log");

  await page.reload();
  // The override and its revert, after the set-up's entries (the free BTC and ETH satellites it added).
  const entries = page.getByRole("region", { name: "Audit log" }).getByRole("listitem");
  await expect(entries.filter({ hasText: "Override of #signals" })).toHaveCount(2);
  await expect(entries.filter({ hasText: "Price satellite" })).toHaveCount(2);
  await inEachTheme(page, () => expectNoAxeViolations(page));
  // At phone width the entries wrap instead of widening the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("region", { name: "Audit log" }).getByRole("listitem").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});
