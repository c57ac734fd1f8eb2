import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { botApi } from "../support/bot-api";
import { DASHBOARD_ORIGIN } from "../support/e2e-env";
import { signInFromLogin } from "../support/pages";
import { expectThemeAndFit, inEachTheme, PHONE_VIEWPORT } from "../support/variants";

const PASSWORD = "a long enough password";

/** Creates an alert through the API with the page's session, as the dashboard's form does; its id. */
async function createAlert(page: Page, body: object): Promise<string> {
  const response = await page.request.post(`${DASHBOARD_ORIGIN}/api/alerts`, {
    data: body,
    headers: { origin: DASHBOARD_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

test("the alert history lists every trigger, filters by alert and delivery in the address, and exports CSV", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("alert-history");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts/history");
  await expect(page.getByRole("heading", { name: "No alert has triggered yet" })).toBeVisible();

  const nvda = await createAlert(page, {
    ticker: "NVDA",
    placement: "below",
    level: 50,
    cooldownMinutes: 60,
    mode: "traditional",
  });
  const aapl = await createAlert(page, {
    ticker: "AAPL",
    placement: "above",
    level: 500,
    mode: "traditional",
  });
  const bot = botApi(request);
  // A few seconds after the alerts were made (a trigger may not predate its alert), one second apart.
  const soon = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  await bot.trigger(nvda, { triggerId: "n-1", price: 49, triggeredAt: soon(1) });
  await bot.trigger(aapl, { triggerId: "a-1", price: 501, triggeredAt: soon(2) });
  await bot.trigger(nvda, { triggerId: "n-2", price: 48.5, triggeredAt: soon(3) });
  await bot.delivery(nvda, "n-1", { status: "delivered" });
  await bot.delivery(nvda, "n-2", { status: "failed", reason: "Cannot send messages to this user" });

  // From the Price Alerts page, as a user finds it.
  await page.goto("/account/alerts");
  await page.getByRole("link", { name: "History", exact: true }).click();
  await expect(page).toHaveURL("/account/alerts/history");
  const triggers = page.getByRole("list", { name: "Triggers, newest first" }).getByRole("listitem");
  await expect(triggers).toHaveCount(3);
  await expect(triggers.nth(0)).toContainText("NVDA · Below 50");
  await expect(triggers.nth(0)).toContainText("Not delivered");
  await expect(triggers.nth(0)).toContainText("Cannot send messages to this user");
  await expect(triggers.nth(1)).toContainText("AAPL · Above 500");
  await expect(triggers.nth(2)).toContainText("Delivered");

  // Filters narrow the list and the address, which opens the same view again.
  await page.getByRole("combobox", { name: "Alert" }).selectOption({ label: "NVDA Below 50" });
  await expect(triggers).toHaveCount(2);
  await page.getByRole("combobox", { name: "Delivery" }).selectOption("failed");
  await expect(triggers).toHaveCount(1);
  await expect(page).toHaveURL(`/account/alerts/history?alert=${nvda}&status=failed`);
  await page.reload();
  await expect(triggers).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: "Delivery" })).toHaveValue("failed");
  await page.getByRole("combobox", { name: "Sent to" }).selectOption("webhook");
  await expect(page.getByRole("heading", { name: "No trigger matches these filters" })).toBeVisible();
  await page.getByRole("button", { name: "Show every trigger" }).click();
  await expect(triggers).toHaveCount(3);

  // The export holds what the list shows, as a spreadsheet reads it.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^chartbot-alert-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(4);
  expect(lines[0]).toBe("Triggered at (UTC),Ticker,Market,Condition,Price,Sent to,Delivery,Reason");
  expect(lines[1]).toContain(",NVDA,");
  expect(lines[1]).toMatch(/,48\.5,Direct message,Not delivered,Cannot send messages to this user$/);

  // An alert's own history links to its part of the whole history.
  await page.goto("/account/alerts");
  await page.getByRole("button", { name: "History of the alert for NVDA" }).click();
  await page.getByRole("link", { name: "Open in the alert history for NVDA" }).click();
  await expect(page).toHaveURL(`/account/alerts/history?alert=${nvda}`);
  await expect(triggers).toHaveCount(2);

  // Readable at phone width in both themes, with nothing sticking out; axe-clean.
  await page.setViewportSize(PHONE_VIEWPORT);
  await inEachTheme(page, async (scheme) => {
    await expect(triggers).toHaveCount(2);
    await expectThemeAndFit(page, scheme);
    await expectNoAxeViolations(page);
  });
});
