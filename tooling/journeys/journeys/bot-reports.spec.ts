import type { Alert } from "@chartbot/contracts/alerts";
import { MAX_CONSECUTIVE_POST_FAILURES } from "@chartbot/contracts/scheduled-posts";
import { expect, type Page, test } from "@playwright/test";
import { signInAndLinkDiscord } from "../support/demo-account";
import { API_ORIGIN, DASHBOARD_ORIGIN, REFERENCE_BOT_ORIGIN } from "../support/env";

// What the seed gives the demo account (support/demo-account.ts).
const COMMUNITY = "Satoshi's Trading Floor";
/** The alert the journey creates (by direct message), the price it fires at, and the community's seeded post. */
const ALERT = { ticker: "ETH", level: "5000" };
const FIRE_PRICE = 5_012.25;
const POST = { command: "c BTCUSD 4H", label: "c BTCUSD 4H" };

/** Submits one of the reference bot's forms and waits for its page again (the form answers 303 to `/`). */
async function submitOnBotPage(page: Page, click: () => Promise<void>) {
  const back = page.waitForResponse((response) => response.url() === `${REFERENCE_BOT_ORIGIN}/`);
  await click();
  await back;
}

test("the bot's side: an alert the demo user creates and the reference bot fires shows triggered with its price and delivery; a post it fails three times shows paused with the reason", async ({
  page,
}) => {
  await signInAndLinkDiscord(page, COMMUNITY);

  // A new one-shot alert, by direct message.
  await page.goto(`${DASHBOARD_ORIGIN}/account/alerts`);
  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Crypto/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill(ALERT.ticker);
  await expect(form.getByText(/completed from ETH/)).toContainText(/ETHUSDT? on /);
  await form.getByRole("textbox", { name: /^Level/ }).fill(ALERT.level);
  await form.getByRole("button", { name: "Create alert" }).click();
  const open = page.getByRole("list", { name: "Active and paused alerts" });
  await expect(open.getByRole("heading", { name: /^ETHUSD/ })).toBeVisible();

  // The reference bot's page (what `pnpm dev` serves on 4200): sync now, so it knows the new alert and that it
  // goes to the Discord user just linked, then fire it above its level.
  await page.goto(`${REFERENCE_BOT_ORIGIN}/`);
  await expect(page.getByRole("heading", { name: "Chartbot reference bot" })).toBeVisible();
  await submitOnBotPage(page, () => page.getByRole("button", { name: "Sync now" }).click());
  const alertRow = page.getByRole("row").filter({ hasText: `above ${ALERT.level}` });
  await expect(alertRow).toHaveCount(1);
  await alertRow.getByRole("spinbutton", { name: "Price" }).fill(String(FIRE_PRICE));
  await submitOnBotPage(page, () => alertRow.getByRole("button", { name: /^Fire alert/ }).click());
  await expect(
    page.getByRole("listitem").filter({ hasText: `at ${FIRE_PRICE}: triggered, delivered` }),
  ).toBeVisible();

  // What the API says to the owner (the dashboard's own request, with its session cookie).
  const closed = await page.request.get(`${API_ORIGIN}/api/alerts?status=closed`);
  expect(closed.status()).toBe(200);
  const { items } = (await closed.json()) as { items: Alert[] };
  const fired = items.find((alert) => alert.lastTrigger?.price === FIRE_PRICE);
  expect(fired).toMatchObject({ status: "triggered", lastTrigger: { delivery: "delivered" } });

  // The dashboard: the alert moved to the history, triggered at the price, delivered.
  expect(fired?.ticker).toBe(ALERT.ticker);
  await page.goto(`${DASHBOARD_ORIGIN}/account/alerts`);
  const history = page.getByRole("list", { name: "Triggered, canceled and expired alerts" });
  const firedRow = history.getByRole("listitem").filter({ hasText: "Last triggered" });
  await expect(firedRow.getByRole("heading", { name: /^ETHUSD/ })).toBeVisible();
  await expect(firedRow).toContainText(`Last triggered at ${FIRE_PRICE.toLocaleString("en-US")}`);
  await expect(firedRow).toContainText("Delivered");

  // The seeded scheduled post fails three times in a row on the bot's page: the API pauses it.
  await page.goto(`${REFERENCE_BOT_ORIGIN}/`);
  const postRow = page.getByRole("row").filter({ hasText: POST.command }).first();
  for (let run = 1; run <= MAX_CONSECUTIVE_POST_FAILURES; run += 1) {
    await submitOnBotPage(page, () => postRow.getByRole("button", { name: "Fail now" }).click());
    if (run < MAX_CONSECUTIVE_POST_FAILURES) await expect(postRow).toContainText(`failures ${run}`);
  }
  await expect(postRow).toContainText(`paused: Paused after ${MAX_CONSECUTIVE_POST_FAILURES} failed runs`);

  // The dashboard: the community's scheduled post shows paused with the reason, and Resume.
  await page.goto(`${DASHBOARD_ORIGIN}/communities`);
  await page.getByRole("link", { name: `Manage ${COMMUNITY}` }).click();
  // Scheduled posts have a page of their own, in the community's nav.
  await page
    .getByRole("navigation", { name: "Community" })
    .getByRole("link", { name: "Scheduled posts" })
    .click();
  const post = page.getByRole("listitem").filter({ hasText: POST.label });
  await expect(post.getByText("Paused", { exact: true })).toBeVisible();
  await expect(post).toContainText(
    `Paused after ${MAX_CONSECUTIVE_POST_FAILURES} failed runs in a row: Missing Access`,
  );
  await expect(post.getByRole("button", { name: `Resume scheduled post ${POST.label}` })).toBeVisible();
});
