import { randomKeysFor } from "@chartbot/contracts/trading";
import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signInFromLogin } from "../support/pages";
import { expectThemesAndFit, WIDTHS } from "../support/variants";

// Issue 21, item 7: the screen says what exchange keys are for and where they trade live, and checks a pasted
// key against the chosen exchange's format before anything is sent.

const PASSWORD = "a long enough password";

async function openTradingScreen(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  await expect(page.getByRole("heading", { name: "No exchange keys yet" })).toBeVisible();
}

async function chooseExchange(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Add exchange keys" });
  await form.getByRole("combobox", { name: "Exchange" }).click();
  await page.getByRole("option", { name, exact: true }).click();
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("says what the keys are for and which exchanges trade live", async ({ page }) => {
      await openTradingScreen(page, "keys-purpose");
      const section = page.getByRole("main");
      await expect(section.getByText(/Exchange keys are for live trading/)).toContainText(
        "Live trading works on Binance and Binance Futures only.",
      );
      await expect(section.getByText(/Paper trading needs no keys/)).toBeVisible();

      // The picker puts the live exchanges first and labels the others.
      const form = page.getByRole("form", { name: "Add exchange keys" });
      await form.getByRole("combobox", { name: "Exchange" }).click();
      const options = page.getByRole("option");
      await expect(options).toHaveText([
        "Binance",
        "Binance Futures",
        "Bybit (no live trading yet)",
        "BitMEX (no live trading yet)",
        "Gate (no live trading yet)",
        "Huobi (no live trading yet)",
      ]);
      await expectThemesAndFit(page);
      await page.keyboard.press("Escape");
    });

    test("checks the key against the exchange's format before saving", async ({ page }) => {
      await openTradingScreen(page, "keys-format");
      const saves: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/trading/credentials"))
          saves.push(request.url());
      });
      const form = page.getByRole("form", { name: "Add exchange keys" });
      await form.getByRole("textbox", { name: /^Label/ }).fill("Gate account");
      await chooseExchange(page, "Gate (no live trading yet)");
      const apiKey = form.getByRole("textbox", { name: /^API key/ });
      await expect(apiKey).toHaveAccessibleDescription(
        "Gate API keys are 32 hexadecimal characters (0-9, a-f).",
      );

      // Binance keys pasted for Gate: refused on the page, nothing sent.
      const binance = randomKeysFor("binance");
      await apiKey.fill(binance.apiKey);
      await form.getByLabel(/^API secret/).fill(binance.apiSecret);
      await form.getByRole("button", { name: "Save keys" }).click();
      await expect(apiKey).toHaveAccessibleDescription(
        "Gate API keys are 32 hexadecimal characters (0-9, a-f). This does not look like a Gate API key: check that it was copied whole.",
      );
      await expect(apiKey).toBeFocused();
      await expectThemesAndFit(page);
      expect(saves).toEqual([]);

      // Gate's own keys are saved, and the list says Gate does not trade live.
      const gate = randomKeysFor("gate");
      await apiKey.fill(gate.apiKey);
      await form.getByLabel(/^API secret/).fill(gate.apiSecret);
      await form.getByRole("button", { name: "Save keys" }).click();
      const keys = page.getByRole("list", { name: "Saved exchange keys" });
      await expect(keys.getByText("Gate account")).toBeVisible();
      await expect(keys.getByText(/no live trading on this exchange yet/)).toBeVisible();
      expect(saves).toHaveLength(1);
      await expectThemesAndFit(page);
    });
  });
}
