import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { signInFromLogin } from "../support/pages";
import { inEachTheme } from "../support/variants";

const PASSWORD = "a long enough password";

test("creates a BTC alert in crypto mode, then pauses, resumes and deletes it", async ({ page }) => {
  const email = uniqueEmail("alerts");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts");
  await expect(page.getByRole("heading", { name: "Price Alerts", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No price alerts yet" })).toBeVisible();

  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Crypto/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("BTC");
  // Resolved live: crypto mode completes BTC to a BTC pair.
  await expect(form.getByText(/completed from BTC/)).toBeVisible();
  await expect(form.getByText(/completed from BTC/)).toContainText(/BTCUSDT? on /);
  await form.getByRole("textbox", { name: /^Level/ }).fill("150000");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText(/^Alert created: BTCUSD/).first()).toBeVisible();

  const alerts = page.getByRole("list", { name: "Active and paused alerts" });
  const alert = alerts.getByRole("listitem");
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole("heading", { name: /^BTCUSD/ })).toBeVisible();
  await expect(alert.getByText("Above")).toBeVisible();
  await expect(alert.getByText("Active", { exact: true })).toBeVisible();

  await alert.getByRole("button", { name: /^Pause alert/ }).click();
  await expect(alert.getByText("Paused", { exact: true })).toBeVisible();
  await page.reload();
  await expect(alert.getByText("Paused", { exact: true })).toBeVisible();

  await alert.getByRole("button", { name: /^Resume alert/ }).click();
  await expect(alert.getByText("Active", { exact: true })).toBeVisible();

  await alert.getByRole("button", { name: /^Delete alert/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this alert?" });
  await confirm.getByRole("button", { name: "Delete alert" }).click();
  await expect(page.getByRole("heading", { name: "No price alerts yet" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No price alerts yet" })).toBeVisible();
});

test("refuses a level of zero before sending and explains an unknown ticker", async ({ page }) => {
  const email = uniqueEmail("alerts-invalid");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts");
  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Traditional/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("ZZZZQQ");
  await expect(form.getByText(/No market matches "ZZZZQQ"/)).toBeVisible();
  await form.getByRole("textbox", { name: /^Level/ }).fill("0");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(form.getByText("The level must be above zero.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: /^Ticker/ })).toHaveAttribute("aria-invalid", "true");
});

test("asks a signed-out visitor to sign in instead of redirecting", async ({ page }) => {
  await page.goto("/account/alerts");
  await expect(page).toHaveURL("/account/alerts");
  await expect(page.getByRole("heading", { name: "Sign in to manage your alerts" })).toBeVisible();
});

test("the alerts screen, with an alert and its resolution, has no axe violations", async ({ page }) => {
  const email = uniqueEmail("alerts-axe");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts");
  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("ETH");
  await form.getByRole("textbox", { name: /^Level/ }).fill("5000");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(
    page.getByRole("list", { name: "Active and paused alerts" }).getByRole("listitem"),
  ).toHaveCount(1);
  await inEachTheme(page, async () => {
    await expect(page.getByRole("list", { name: "Active and paused alerts" })).toBeVisible();
    await form.getByRole("textbox", { name: /^Ticker/ }).fill("BTC");
    await expect(form.getByRole("status").filter({ hasText: /BTC/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
