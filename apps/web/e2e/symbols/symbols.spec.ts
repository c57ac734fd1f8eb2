import { chooseCookies, expect, test } from "../fixtures";

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test.describe("symbol catalogue", () => {
  test("lists every asset class and filters by text, asset class and provider", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/symbols");
    const status = page.getByRole("status");
    await expect(status).toHaveText(/^\d+ symbols$/);
    const total = Number((await status.textContent())?.split(" ")[0]);
    expect(total).toBeGreaterThan(100);
    for (const heading of [
      "Crypto",
      "Stocks",
      "Forex",
      "Metals",
      "Indices and funds",
      "Sentiment",
      "Dominance",
      "Halvings",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${heading}`) })).toBeVisible();
    }

    await page.getByRole("searchbox", { name: "Search" }).fill("apple");
    await expect(status).toHaveText(`1 of ${total} symbols`);
    await expect(page.getByRole("rowheader", { name: "AAPL" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.getByRole("combobox", { name: "Asset class" }).selectOption({ label: "Forex" });
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: /^Forex/ })).toBeVisible();

    await page.getByRole("combobox", { name: "Asset class" }).selectOption({ label: "All asset classes" });
    await page.getByRole("combobox", { name: "Provider" }).selectOption({ label: "Blockchair" });
    await expect(page.getByRole("rowheader", { name: "BTC.HALVING" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill("no such market");
    await expect(page.getByRole("heading", { name: "No symbols match" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(status).toHaveText(`${total} symbols`);
    expect(consoleErrors).toEqual([]);
  });
});
