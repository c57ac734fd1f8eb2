import { expect, test } from "@playwright/test";
import { openModule } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// The seed gives the Trading Floor an Advanced Charting slot and the Wall Street lounge none.
async function openSettings(page: import("@playwright/test").Page, name: string) {
  await page.goto("/communities");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await openModule(page, "Settings");
  return page.getByRole("form", { name: "Community settings" });
}

test("without Advanced Charting, locked timeframes, chart types and indicators show locked with the way to unlock", async ({
  page,
}) => {
  const form = await openSettings(page, DEMO_COMMUNITIES.wallStreet);
  const note = form.getByTestId("charting-locked");
  await expect(note).toContainText("Advanced Charting unlocks");
  await expect(note).toContainText("Heikin Ashi, Renko and Line break charts");
  await expect(note.getByRole("link", { name: "Unlock with Advanced Charting" })).toHaveAttribute(
    "href",
    "/subscriptions?addon=advanced-charting",
  );

  await form.getByRole("combobox", { name: "Timeframe" }).click();
  await expect(page.getByRole("option", { name: "1 minute (locked)" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expect(page.getByRole("option", { name: "4 hours", exact: true })).not.toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await page.keyboard.press("Escape");
  await form.getByRole("combobox", { name: "Chart type" }).click();
  await expect(page.getByRole("option", { name: "Renko (locked)" })).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");

  // The lounge draws SMA and Volume: a third is allowed, a fourth is locked.
  await expect(form.getByText(/2 of at most 3 chosen/)).toBeVisible();
  await form.getByRole("checkbox", { name: "RSI", exact: true }).click();
  await expect(form.getByText(/3 of at most 3 chosen/)).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "MACD", exact: true })).toBeDisabled();
  await expect(form.getByTestId("indicators-locked")).toContainText("up to 10 with it");
});

test("with Advanced Charting, every timeframe and chart type is selectable and saved", async ({ page }) => {
  const form = await openSettings(page, DEMO_COMMUNITIES.tradingFloor);
  await expect(form.getByTestId("charting-locked")).toHaveCount(0);
  await form.getByRole("combobox", { name: "Chart type" }).click();
  await page.getByRole("option", { name: "Renko", exact: true }).click();
  await form.getByRole("combobox", { name: "Timeframe" }).click();
  await page.getByRole("option", { name: "1 minute", exact: true }).click();
  // Three indicators are seeded; a fourth is allowed with the add-on.
  await form.getByRole("checkbox", { name: "VWAP", exact: true }).click();
  await expect(form.getByText(/4 of at most 10 chosen/)).toBeVisible();
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole("form", { name: "Community settings" });
  await expect(reloaded.getByRole("combobox", { name: "Chart type" })).toHaveText("Renko");
  await expect(reloaded.getByRole("combobox", { name: "Timeframe" })).toHaveText("1 minute");
  await expect(reloaded.getByRole("checkbox", { name: "VWAP", exact: true })).toBeChecked();
});
