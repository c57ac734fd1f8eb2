import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { signInFromLogin } from "../support/pages";
import { inEachTheme } from "../support/variants";

const PASSWORD = "a long enough password";

test("pre-selects ?addon=scheduled-posting, ready to subscribe", async ({ page }) => {
  const email = uniqueEmail("subscriptions");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/subscriptions?addon=scheduled-posting");

  const card = page.getByRole("listitem", { name: "Scheduled Posting" });
  await expect(card).toHaveAttribute("aria-current", "true");
  await expect(card.getByText("Selected")).toBeVisible();
  await expect(card.getByRole("heading", { name: "Scheduled Posting" })).toBeFocused();
  await expect(card).toBeInViewport();
  // The end-to-end API runs against the local payments sandbox (the screen without Stripe keys is unit-tested).
  await expect(card.getByRole("button", { name: /free trial|Subscribe/ })).toBeEnabled();
  await expect(page.getByText("Payments are not available right now")).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "Advanced Charting" })).not.toHaveAttribute("aria-current");
});

test("shows the demo subscriptions with status and slots", async ({ page }) => {
  await signInFromLogin(page, "demo@chartbot.local", "chartbot-demo");
  await page.goto("/subscriptions");
  const satellites = page.getByRole("listitem", { name: "Price Satellite Bots" });
  await expect(satellites.getByText("Active", { exact: true })).toBeVisible();
  await expect(satellites.getByText(/5 of 5 slots assigned/)).toBeVisible();
  await satellites.getByRole("button", { name: "Assign or move slots" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign Price Satellite Bots slots" });
  await expect(dialog.getByText("5 of 5 slots assigned.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /One slot more for/ }).first()).toBeDisabled();
});

test("the subscriptions screen has no axe violations", async ({ page }) => {
  await signInFromLogin(page, "demo@chartbot.local", "chartbot-demo");
  await page.goto("/subscriptions?addon=price-alerts&checkout=canceled");
  await inEachTheme(page, async () => {
    await expect(page.getByText("Checkout canceled")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Scheduled Posting" }).getByText("Active")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
