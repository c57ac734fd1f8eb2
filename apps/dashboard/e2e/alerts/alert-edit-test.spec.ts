import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { botApi } from "../support/bot-api";
import { signInFromLogin } from "../support/pages";

const PASSWORD = "a long enough password";

test("creates a percent-move alert, edits it into a repeating level alert, and sends a test the bot reports", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("alerts-edit");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts");

  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Traditional/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("AAPL");
  await form.locator("label", { hasText: "Moves by %" }).click();
  await form.getByRole("textbox", { name: /^Move/ }).fill("5");
  await form.getByRole("combobox", { name: "Within" }).selectOption("24h");
  // Channels and webhooks need the add-on: offered, but not choosable on the free plan.
  await expect(form.getByRole("option", { name: "A webhook URL" })).toBeDisabled();
  await form.getByRole("button", { name: "Create alert" }).click();

  const alert = page.getByRole("list", { name: "Active and paused alerts" }).getByRole("listitem");
  await expect(alert).toHaveCount(1);
  await expect(alert.getByText("Moves 5 % within 24 hours")).toBeVisible();

  // Edit: the form opens filled in with the alert.
  await alert.getByRole("button", { name: /^Edit alert for AAPL/ }).click();
  const edit = page.getByRole("form", { name: "Edit price alert" });
  await expect(edit.getByRole("textbox", { name: /^Move/ })).toHaveValue("5");
  await edit.locator("label", { hasText: "Crosses" }).click();
  await edit.getByRole("textbox", { name: /^Level/ }).fill("250");
  await edit.getByRole("checkbox", { name: /^Repeat every time/ }).check();
  await edit.getByRole("textbox", { name: /^Cooldown/ }).fill("30");
  await edit.getByRole("button", { name: "Save alert" }).click();
  await expect(page.getByRole("form", { name: "New price alert" })).toBeVisible();
  await expect(alert.getByText("Crosses 250")).toBeVisible();
  await expect(alert.getByText(/Repeats, at most once every 30 minutes/)).toBeVisible();

  // Send test: pending until the bot reports it.
  await alert.getByRole("button", { name: /^Send test: alert for AAPL/ }).click();
  await expect(alert.getByText(/^Test requested, waiting for Chartbot/)).toBeVisible();
  const bot = botApi(request);
  // The row's heading id is `alert-<id>`.
  const headingId = await alert.getByRole("heading", { level: 3 }).getAttribute("id");
  const alertId = headingId?.replace(/^alert-/, "");
  const { items } = await bot.pendingTests();
  const pending = items.find((item) => item.alertId === alertId);
  expect(pending).toBeDefined();
  await bot.testResult(pending?.id ?? "", { status: "delivered" });
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Active and paused alerts" }).getByText(/^Test sent/),
  ).toBeVisible();
});

test("creates a price update every 4 hours: no level, no repeat choice, any price the bot reports, still active", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("alerts-every");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts");

  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Traditional/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("MSFT");
  await form.locator("label", { hasText: "Every N hours" }).click();
  await expect(form.getByRole("textbox", { name: /^Level/ })).toHaveCount(0);
  await expect(form.getByRole("checkbox", { name: /^Repeat every time/ })).toHaveCount(0);
  await form.getByRole("textbox", { name: /^Every \(hours\)/ }).fill("1.5");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(form.getByText("Enter whole hours from 1 to 168 (a week).")).toBeVisible();
  await form.getByRole("textbox", { name: /^Every \(hours\)/ }).fill("4");
  await form.getByRole("button", { name: "Create alert" }).click();

  const alert = page.getByRole("list", { name: "Active and paused alerts" }).getByRole("listitem");
  await expect(alert).toHaveCount(1);
  await expect(alert.getByText("Every 4 hours", { exact: true })).toBeVisible();
  await expect(alert.getByText(/Repeats, at most once/)).toHaveCount(0);

  // The bot posts the price whatever it is; the alert keeps its schedule.
  const headingId = await alert.getByRole("heading", { level: 3 }).getAttribute("id");
  const alertId = headingId?.replace(/^alert-/, "") ?? "";
  await botApi(request).trigger(alertId, {
    triggerId: "every-1",
    price: 412.5,
    triggeredAt: new Date(Date.now() + 1000).toISOString(),
  });
  await page.reload();
  await expect(alert.getByText("Every 4 hours", { exact: true })).toBeVisible();
  await expect(alert.getByText(/Last triggered at/)).toBeVisible();

  // Its edit shows the period in hours.
  await alert.getByRole("button", { name: /^Edit alert for MSFT/ }).click();
  await expect(
    page.getByRole("form", { name: "Edit price alert" }).getByRole("textbox", { name: /^Every \(hours\)/ }),
  ).toHaveValue("4");
});
