import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { signInFromLogin } from "../support/pages";
import { deliverToWebhook, stripeSubscriptionNow, subscribeInStripe } from "../support/stripe";
import { inEachTheme } from "../support/variants";

const PASSWORD = "a long enough password";

/** A new user with a paid Advanced Charting subscription of two slots, signed in on /subscriptions. */
async function subscriber(page: import("@playwright/test").Page, label: string) {
  const user = { email: uniqueEmail(label), password: PASSWORD };
  await createUser(user.email, PASSWORD);
  const subscription = await subscribeInStripe(user, "advanced-charting", "advanced_charting_monthly", 2);
  await signInFromLogin(page, user.email, PASSWORD);
  await page.goto("/subscriptions");
  const card = page.getByRole("listitem", { name: "Advanced Charting" });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  return { user, subscription, card };
}

test("changes the number of slots after showing its price", async ({ page }) => {
  const { card } = await subscriber(page, "slots");
  await expect(card.getByText("2 communities")).toBeVisible();

  await card.getByRole("button", { name: "Change number of slots" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Advanced Charting slots" });
  await dialog.getByRole("textbox", { name: "Slots" }).fill("4");
  await dialog.getByRole("button", { name: "Preview price" }).click();
  await expect(
    dialog.getByText(/for the rest of this period is added to your next invoice\.$/),
  ).toBeVisible();
  await expect(dialog.getByText(/^Next invoice on .*: \$\d+\.\d\d\.$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm 4 slots" }).click();

  await expect(dialog).toBeHidden();
  await expect(card.getByText("4 communities")).toBeVisible();
  await page.reload();
  await expect(card.getByText("4 communities")).toBeVisible();
});

test("cancels at the end of the period and resumes", async ({ page }) => {
  const { card } = await subscriber(page, "cancel");
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Advanced Charting?" });
  await expect(dialog.getByText(/^It stays active until /)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();

  await expect(card.getByText("Ending", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Resume subscription" }).click();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
});

test("warns of a failed payment with the end of the grace period and the way to fix it", async ({ page }) => {
  const { subscription } = await subscriber(page, "past-due");
  await deliverToWebhook(
    "customer.subscription.updated",
    { ...subscription, status: "past_due" },
    { later: true },
  );
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: "A payment failed" });
  await expect(
    banner.getByText(
      /^The last payment for Advanced Charting failed\. It stays on until .*; after that it is switched off\.$/,
    ),
  ).toBeVisible();
  await expect(banner.getByRole("button", { name: "Update payment method" })).toBeEnabled();
  await inEachTheme(page, () => expectNoAxeViolations(page));
});

test("lists invoices with links, and saves the billing email", async ({ page }) => {
  await subscriber(page, "invoices");
  const invoices = page.getByRole("list", { name: "Invoices" });
  await expect(invoices.getByRole("listitem")).toHaveCount(1);
  await expect(invoices.getByText("Paid")).toBeVisible();
  await expect(invoices.getByRole("link", { name: /^View invoice / })).toHaveAttribute("href", /^https:\/\//);
  await expect(invoices.getByRole("link", { name: /as PDF/ })).toHaveAttribute("href", /\/pdf$/);

  const email = page.getByRole("textbox", { name: "Billing email" });
  await email.fill("accounts@desk.example");
  await page.getByRole("button", { name: "Save email" }).click();
  await expect(page.getByText("Billing email saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Billing email" })).toHaveValue("accounts@desk.example");
});

test("deleting the account says it cancels the subscriptions, then cancels them", async ({ page }) => {
  const { user, subscription } = await subscriber(page, "delete");
  await page.goto("/account/settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByText("Your subscriptions are canceled first")).toBeVisible();
  await expect(dialog.getByText(/^Advanced Charting is canceled at once, with no refund/)).toBeVisible();
  await dialog.getByRole("textbox", { name: `Type ${user.email} to confirm` }).fill(user.email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL("/login");
  expect((await stripeSubscriptionNow(String(subscription.id))).status).toBe("canceled");
});
