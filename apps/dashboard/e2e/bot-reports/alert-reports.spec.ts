import type { AlertPage } from "@chartbot/contracts/alerts";
import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { botApi, minutesAgo } from "../support/bot-api";
import { sessionGet, signInFromLogin } from "../support/pages";
import { inEachTheme } from "../support/variants";

// What the bot reported of an alert through its own routes (/api/bot/v1, the seed's local bot token), as the
// dashboard shows it; the demo account's posts, satellites and servers are in bot-reports.spec.ts.

test("an alert the bot fired shows its price, time and delivery, and its history", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("bot-alerts");
  await createUser(email, "a long enough password");
  await signInFromLogin(page, email, "a long enough password");
  await page.goto("/account/alerts");
  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Crypto/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("BTC");
  await expect(form.getByText(/completed from BTC/)).toBeVisible();
  await form.getByRole("textbox", { name: /^Level/ }).fill("150000");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText(/^Alert created: BTCUSD/).first()).toBeVisible();

  const { items } = await sessionGet<AlertPage>(page, "/api/alerts?status=open");
  const alert = items[0];
  if (!alert) throw new Error("The alert was not created");
  const bot = botApi(request);
  const triggerId = `e2e-${alert.id}`;
  await bot.trigger(alert.id, { triggerId, price: 150_123.5, triggeredAt: minutesAgo(2) });

  // Reported, not yet delivered: Sending…; a one-shot alert moves to the history.
  await page.reload();
  const history = page.getByRole("list", { name: "Triggered, canceled and expired alerts" });
  const card = history.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^BTCUSD/ }) });
  await expect(card.getByText("Triggered", { exact: true })).toBeVisible();
  await expect(card).toContainText("Last triggered at 150,123.5");
  await expect(card.getByText("Sending…")).toBeVisible();

  await bot.delivery(alert.id, triggerId, { status: "failed", reason: "Cannot send messages to this user" });
  await page.reload();
  await expect(card.getByText("Not delivered")).toBeVisible();
  await expect(card.getByText("Cannot send messages to this user")).toBeVisible();

  const toggle = card.getByRole("button", { name: /^History of the alert for BTCUSD/ });
  const triggers = card.getByRole("list", { name: /^Triggers of the alert for BTCUSD/ });
  const openHistory = async () => {
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.getByRole("listitem")).toHaveCount(1);
  };
  await openHistory();
  await expect(triggers).toContainText("Triggered at 150,123.5");
  await expect(triggers.getByText("Not delivered")).toBeVisible();

  // The open history, in each theme.
  await inEachTheme(page, async () => {
    await expect(triggers.getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
  // A phone: the alert and its history still fit.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(triggers).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
