import { accountEntitlements } from "@chartbot/addons";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createUser, idTokenFor, uniqueEmail } from "../support/auth-emulator";
import { API_ORIGIN } from "../support/e2e-env";
import { signInFromLogin } from "../support/pages";
import { expectThemesAndFit, WIDTHS } from "../support/variants";

// Issue 21 item 6: forms tell the truth where the eye is, in both themes, at desktop and phone width.

const PASSWORD = "a long enough password";
const FREE_LIMIT = accountEntitlements([]).alerts;

/** Open alerts made through the API, so the test starts next to the limit. */
async function createAlerts(email: string, count: number): Promise<void> {
  const token = await idTokenFor(email, PASSWORD);
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${API_ORIGIN}/api/alerts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        ticker: "AAPL",
        mode: "traditional",
        placement: "above",
        level: (index + 1) * 100,
      }),
    });
    if (!response.ok)
      throw new Error(`creating an alert answered ${response.status}: ${await response.text()}`);
  }
}

/** Where the focus is after the next Tab: in the alerts list, in the form, or elsewhere. */
async function tabUntilListOrForm(page: Page): Promise<"list" | "form"> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      if (focused?.closest('form[aria-label="New price alert"]')) return "form";
      const heading = [...document.querySelectorAll("h2")].find((h2) => h2.textContent === "Your alerts");
      const section = heading?.closest("section");
      return section && focused && section.contains(focused) ? "list" : null;
    });
    if (where) return where;
  }
  throw new Error("Tab never reached the alerts list or the form");
}

async function expectNoOverlap(toast: Locator, button: Locator): Promise<void> {
  const [toastBox, buttonBox] = await Promise.all([toast.boundingBox(), button.boundingBox()]);
  expect(toastBox, "the toast is on screen").not.toBeNull();
  expect(buttonBox, "the pressed button is on screen").not.toBeNull();
  if (!toastBox || !buttonBox) return;
  const apart =
    toastBox.x + toastBox.width <= buttonBox.x ||
    buttonBox.x + buttonBox.width <= toastBox.x ||
    toastBox.y + toastBox.height <= buttonBox.y ||
    buttonBox.y + buttonBox.height <= toastBox.y;
  expect(apart, `the toast ${JSON.stringify(toastBox)} covers the button ${JSON.stringify(buttonBox)}`).toBe(
    true,
  );
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("the alert form tells the truth where the eye is", async ({ page }) => {
      const email = uniqueEmail("forms-truth");
      await createUser(email, PASSWORD);
      // Signed in first: the account is made on the first sign-in.
      await signInFromLogin(page, email, PASSWORD);
      await createAlerts(email, FREE_LIMIT - 1);
      await page.goto("/account/alerts");
      const form = page.getByRole("form", { name: "New price alert" });
      const ticker = form.getByRole("textbox", { name: /^Ticker/ });
      const level = form.getByRole("textbox", { name: /^Level/ });
      const create = form.getByRole("button", { name: "Create alert" });
      await expect(
        page.getByRole("list", { name: "Active and paused alerts" }).getByRole("listitem"),
      ).toHaveCount(FREE_LIMIT - 1);
      await expectThemesAndFit(page);

      // The limit is said before anything is typed.
      await expect(ticker).toHaveValue("");
      await expect(
        form.getByText(
          `You can have ${FREE_LIMIT} active or paused alerts on the free plan. You have ${FREE_LIMIT - 1}.`,
        ),
      ).toBeVisible();

      // Required fields are marked, for the eye and for assistive technology.
      for (const name of ["Ticker", "Level"]) {
        await expect(
          form.locator("label", { hasText: new RegExp(`^${name}`) }).locator("[data-required-mark]"),
        ).toHaveText("*");
      }
      await expect(ticker).toHaveAttribute("required", "");
      await expect(level).toHaveAttribute("required", "");

      // The list comes before the form in Tab order.
      await page.getByRole("heading", { name: "Price Alerts", level: 1 }).click();
      expect(await tabUntilListOrForm(page)).toBe("list");

      // The examples work in the mode shown (traditional is the default).
      await expect(form.getByRole("radio", { name: /^Traditional/ })).toBeChecked();
      await expect(ticker).toHaveAttribute("placeholder", "BTCUSDT, AAPL, EURUSD");
      await form.getByRole("radio", { name: /^Crypto/ }).check();
      await expect(ticker).toHaveAttribute("placeholder", "BTC, ETH, binance:ETHUSDT");
      await form.getByRole("radio", { name: /^Traditional/ }).check();

      // "No market matches" is said once, before and after sending.
      await ticker.fill("BTC");
      await expect(form.getByText(/No market matches "BTC"/)).toHaveCount(1);
      await level.fill("100");
      await create.click();
      await expect(ticker).toHaveAttribute("aria-invalid", "true");
      await expect(ticker).toBeFocused();
      await expect(form.getByText(/No market matches "BTC"/)).toHaveCount(1);

      // A negative level says what is wrong with it.
      await ticker.fill("AAPL");
      await expect(form.getByRole("status").filter({ hasText: /AAPL on / })).toBeVisible();
      await level.fill("-5");
      await create.click();
      await expect(form.getByText("The level must be above zero.")).toBeVisible();
      await expect(form.getByText("Enter a number", { exact: false })).toHaveCount(0);
      await expect(level).toBeFocused();

      // The last alert allowed: its toast does not cover the button just pressed.
      await level.fill("5000");
      await create.click();
      const toast = page.locator("ol[data-placement] > li").filter({ hasText: /^Alert created/ });
      await expect(toast).toBeVisible();
      await expectNoOverlap(toast, create);
      await toast.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(
        form.getByText(
          `You can have ${FREE_LIMIT} active or paused alerts on the free plan. You have ${FREE_LIMIT}.`,
        ),
      ).toBeVisible();

      // One more: "Alert limit reached" takes the focus ...
      await ticker.fill("AAPL");
      await level.fill("9000");
      await create.click();
      const limitReached = form.getByRole("alert").filter({ hasText: "Alert limit reached" });
      await expect(limitReached).toBeVisible();
      await expect(limitReached).toBeFocused();

      // ... and goes once an alert is deleted.
      const rows = page.getByRole("list", { name: "Active and paused alerts" }).getByRole("listitem");
      await rows
        .first()
        .getByRole("button", { name: /^Delete alert/ })
        .click();
      const confirm = page.getByRole("dialog", { name: "Delete this alert?" });
      await confirm.getByRole("button", { name: "Delete alert" }).click();
      await expect(rows).toHaveCount(FREE_LIMIT - 1);
      await expect(limitReached).toHaveCount(0);
      await expect(
        form.getByText(
          `You can have ${FREE_LIMIT} active or paused alerts on the free plan. You have ${FREE_LIMIT - 1}.`,
        ),
      ).toBeVisible();
    });
  });
}
