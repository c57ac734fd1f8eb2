import type { TickerResolution } from "@chartbot/contracts/alerts";
import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { botApi, minutesAgo } from "../support/bot-api";
import { signInFromLogin } from "../support/pages";
import { inEachTheme } from "../support/variants";

// The prices come from the bot (PUT /api/bot/v1/prices, the seed's local bot token); the alert form and list
// show them beside the levels, and an alert's edit view charts them.

const PASSWORD = "a long enough password";

/** The catalogue symbol a crypto ticker resolves to, as the form will resolve it. */
async function symbolIdOf(page: Page, ticker: string): Promise<string> {
  const response = await page.request.get(`/api/alerts/resolve?ticker=${ticker}&mode=crypto`);
  expect(response.ok(), await response.text()).toBe(true);
  const resolution = (await response.json()) as TickerResolution;
  if (!resolution.symbol) throw new Error(`${ticker} does not resolve`);
  return resolution.symbol.id;
}

/** Fills the new-alert form with a crypto ticker and a condition on a level (not sent). */
async function fillAlert(page: Page, ticker: string, condition: "Above" | "Below", level: string) {
  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Crypto/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill(ticker);
  await expect(form.getByText(new RegExp(`completed from ${ticker}`))).toBeVisible();
  // The segmented control's radios are drawn by their labels.
  await form
    .locator("label")
    .filter({ hasText: new RegExp(`^${condition}$`) })
    .click();
  await expect(form.getByRole("radio", { name: condition, exact: true })).toBeChecked();
  await form.getByRole("textbox", { name: /^Level/ }).fill(level);
  return form;
}

async function createAlert(page: Page, ticker: string, condition: "Above" | "Below", level: string) {
  const form = await fillAlert(page, ticker, condition, level);
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText(/^Alert created/).first()).toBeVisible();
  await expect(form.getByRole("textbox", { name: /^Ticker/ })).toHaveValue("");
}

for (const width of [390, 1280]) {
  test(`at ${width} px the form shows the reported price and the level's distance, hides it when stale, warns of a far level, sorts by closeness and charts an alert`, async ({
    page,
    request,
  }) => {
    // Three alerts through the form and four reloads for the themes: more than one default test's time.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`alert-prices-${width}`);
    await createUser(email, PASSWORD);
    await signInFromLogin(page, email, PASSWORD);
    await page.goto("/account/alerts");
    const [btc, eth] = [await symbolIdOf(page, "BTC"), await symbolIdOf(page, "ETH")];
    // Bitcoin reported for the last half hour, the latest a few seconds ago; ether only ten minutes ago.
    const bot = botApi(request);
    await bot.prices([
      ...[30, 20, 10, 5].map((minutes, i) => ({
        symbolId: btc,
        price: 98_000 + i * 500,
        observedAt: minutesAgo(minutes),
      })),
      { symbolId: btc, price: 100_000, observedAt: minutesAgo(0.1) },
      { symbolId: eth, price: 3_000, observedAt: minutesAgo(10) },
    ]);

    const form = await fillAlert(page, "BTC", "Above", "105000");
    const price = form.getByTestId("alert-price");
    await expect(price).toHaveText("Current price 100,000. Your level is +5.0% from it.");
    await expect(form.getByText("This level is far from the current price")).toHaveCount(0);
    await form.getByRole("textbox", { name: /^Level/ }).fill("600000");
    await expect(form.getByText("This level is far from the current price")).toBeVisible();
    await inEachTheme(page, async () => {
      await expect(form.getByText("This level is far from the current price")).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await createAlert(page, "BTC", "Above", "105000");
    await createAlert(page, "BTC", "Below", "80000");

    // Ether's price is older than 5 minutes: the form says so and shows no distance.
    await fillAlert(page, "ETH", "Above", "3100");
    await expect(price).toHaveText(
      "Last price 3,000, but not reported in the last 5 minutes, so the distance to your level is not shown.",
    );
    await expect(price).not.toContainText("%");
    await form.getByRole("button", { name: "Create alert" }).click();
    await expect(page.getByText(/^Alert created: ETH/).first()).toBeVisible();

    // Closest to firing: 5% above, then 20% below, then the one without a fresh price.
    await page.getByRole("combobox", { name: "Sort by" }).first().selectOption("closest");
    const open = page.getByRole("list", { name: "Active and paused alerts" });
    await expect(open.getByRole("listitem").nth(0)).toContainText("Above 105,000");
    await expect(open.getByRole("listitem").nth(1)).toContainText("Below 80,000");
    await expect(open.getByRole("listitem").nth(2)).toContainText("ETH");

    // The edit view charts the reported prices with the level, and says the same in words.
    const editBitcoin = async () => {
      const card = open.getByRole("listitem").filter({ hasText: "Above 105,000" });
      await card.getByRole("button", { name: /^Edit alert for BTC/ }).click();
      const chart = page.getByRole("form", { name: "Edit price alert" }).getByTestId("alert-price-chart");
      await expect(chart.locator("canvas").first()).toBeVisible();
      // Both widths report the same market in one run: at least this test's five prices.
      await expect(chart.locator("figcaption")).toContainText(/^(5|10) prices reported from/);
      await expect(chart.locator("figcaption")).toContainText(
        "low 98,000, high 100,000. Your level: 105,000.",
      );
      return chart;
    };
    const chart = await editBitcoin();
    const box = await chart.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(100);
    await inEachTheme(page, async () => {
      await expect(chart.locator("canvas").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
}
