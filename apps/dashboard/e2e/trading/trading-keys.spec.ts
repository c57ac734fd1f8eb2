import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations, inBothThemes } from "../support/axe";
import { signInFromLogin } from "../support/pages";

const PASSWORD = "a long enough password";

test("creates an API token, shows it once with a copy button, and revokes it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = uniqueEmail("tokens");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  await expect(page.getByRole("heading", { name: "No API tokens yet" })).toBeVisible();

  await page.getByRole("textbox", { name: "Token label" }).fill("Webhook relay");
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "API token “Webhook relay” created" });
  await expect(dialog.getByText("You will not see this token again")).toBeVisible();
  const value = dialog.getByRole("textbox", { name: "Your new API token" });
  const token = await value.inputValue();
  expect(token).toMatch(/^cbt_[A-Za-z0-9_-]{20,}$/);

  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await dialog.getByRole("button", { name: "I have saved it" }).click();
  await expect(dialog).toBeHidden();

  const tokens = page.getByRole("list", { name: "API tokens" });
  await expect(tokens.getByText("Webhook relay")).toBeVisible();
  await expect(tokens.getByText(token.slice(0, 12))).toBeVisible();
  expect(await page.content()).not.toContain(token);
  await page.reload();
  await expect(tokens.getByText("never used")).toBeVisible();
  expect(await page.content()).not.toContain(token);

  await tokens.getByRole("button", { name: "Revoke token Webhook relay" }).click();
  await page
    .getByRole("dialog", { name: "Revoke this token?" })
    .getByRole("button", { name: "Revoke token" })
    .click();
  await expect(tokens.getByText("Revoked", { exact: true })).toBeVisible();
});

test("adds exchange keys, shows only the masked key, and removes them", async ({ page }) => {
  const email = uniqueEmail("keys");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  const apiKey = "E2EkeyABCDEFGHIJ1234wxyz";
  const apiSecret = "E2Esecret+/=0123456789abcdefSECRET";

  const form = page.getByRole("form", { name: "Add exchange keys" });
  await form.getByRole("textbox", { name: /^Label/ }).fill("Main account");
  await form.getByRole("combobox", { name: "Exchange" }).click();
  await page.getByRole("option", { name: "Binance Futures" }).click();
  await form.getByRole("textbox", { name: /^API key/ }).fill(apiKey);
  await form.getByLabel(/^API secret/).fill(apiSecret);
  await form.getByRole("button", { name: "Save keys" }).click();
  await expect(page.getByText("Keys saved for Binance Futures").first()).toBeVisible();

  const keys = page.getByRole("list", { name: "Saved exchange keys" });
  await expect(keys.getByText("Main account")).toBeVisible();
  await expect(keys.getByText("E2Ek••••wxyz")).toBeVisible();
  await expect(form.getByLabel(/^API secret/)).toHaveValue("");
  await page.reload();
  await expect(keys.getByText("Main account")).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(apiSecret);
  expect(html).not.toContain(apiKey);

  await keys.getByRole("button", { name: "Remove keys Main account" }).click();
  await page
    .getByRole("dialog", { name: "Remove these keys?" })
    .getByRole("button", { name: "Remove keys" })
    .click();
  await expect(page.getByRole("heading", { name: "No exchange keys yet" })).toBeVisible();
});

test("the trading screen and the new-token dialog have no axe violations", async ({ page }) => {
  const email = uniqueEmail("trading-axe");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  await inBothThemes(page, async () => {
    await expect(page.getByRole("heading", { name: "No exchange keys yet" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "Token label" }).fill("Axe");
    await page.getByRole("button", { name: "Create token" }).click();
    const dialog = page.getByRole("dialog", { name: /API token “Axe” created/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "I have saved it" }).click();
  });
});
