import { expect, test } from "@playwright/test";
import { createUser, idTokenFor, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations, inBothThemes } from "../support/axe";
import { API_ORIGIN } from "../support/e2e-env";
import { signInFromLogin } from "../support/pages";

const PASSWORD = "a long enough password";

test("creates an API token, shows it once with a copy button, and revokes it", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = uniqueEmail("tokens");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  await expect(page.getByRole("heading", { name: "No API tokens yet" })).toBeVisible();

  // Read only is chosen first; the arrow keys move the choice to read and write.
  const readOnly = page.getByRole("radio", { name: "Read only" });
  await expect(readOnly).toBeChecked();
  await readOnly.focus();
  // Held as a person holds a key: Radix checks the radio its arrow key focuses (a moment later) only while
  // the key is down, and `press` lets it go at once, which raced that moment.
  await page.keyboard.down("ArrowDown");
  await expect(page.getByRole("radio", { name: "Read and write" })).toBeChecked();
  await page.keyboard.up("ArrowDown");
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

  const tokens = page.getByRole("list", { name: "Active API tokens" });
  await expect(tokens.getByText("Webhook relay")).toBeVisible();
  await expect(tokens.getByText(token.slice(0, 12))).toBeVisible();
  expect(await page.content()).not.toContain(token);
  await page.reload();
  await expect(tokens.getByText("Read and write")).toBeVisible();
  await expect(tokens.getByText(/Never used/)).toBeVisible();
  expect(await page.content()).not.toContain(token);

  // The token calls the public API; the list then says when it was last used.
  const used = await request.get(`${API_ORIGIN}/api/v1/alerts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(used.status()).toBe(200);
  await page.reload();
  await expect(tokens.getByText(/Last used/)).toBeVisible();

  await tokens.getByRole("button", { name: "Revoke token Webhook relay" }).click();
  await page
    .getByRole("dialog", { name: "Revoke this token?" })
    .getByRole("button", { name: "Revoke token" })
    .click();
  const revoked = page.getByRole("list", { name: "Revoked API tokens" });
  await expect(revoked.getByText("Webhook relay")).toBeVisible();
  await expect(revoked.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(page.getByText("No active tokens. Create one above.")).toBeVisible();
});

test("shows the first 50 revoked tokens and the rest on Show more, from the keyboard", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("tokens-paging");
  await createUser(email, PASSWORD);
  const headers = { authorization: `Bearer ${await idTokenFor(email, PASSWORD)}` };
  // 53 revoked tokens: more than a page. Created one at a time, as at most 10 may be active.
  for (let i = 1; i <= 53; i += 1) {
    const created = await request.post(`${API_ORIGIN}/api/trading/tokens`, {
      headers,
      data: { label: `Old ${i}` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await request.delete(`${API_ORIGIN}/api/trading/tokens/${id}`, { headers })).status()).toBe(204);
  }
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  const revoked = page.getByRole("list", { name: "Revoked API tokens" });
  await expect(revoked.getByRole("listitem")).toHaveCount(50);
  await expect(revoked.getByRole("listitem").first()).toContainText("Old 53");

  const more = page.getByRole("button", { name: "Show more revoked tokens" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(revoked.getByRole("listitem")).toHaveCount(53);
  await expect(more).toBeHidden();
  // Focus went to the first token loaded, and the count was announced.
  await expect(revoked.getByRole("listitem").nth(50)).toBeFocused();
  await expect(revoked.getByRole("listitem").nth(50)).toContainText("Old 3");
  await expect(page.getByRole("status").filter({ hasText: "3 more revoked tokens shown." })).toBeAttached();
});

test("adds exchange keys, shows only the masked key, and removes them", async ({ page }) => {
  const email = uniqueEmail("keys");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/trading");
  // Shaped like Binance's keys: 64 letters and digits each.
  const apiKey = "E2EkeyABCDEFGHIJ1234567890ABCDEFGHIJ1234567890ABCDEFGHIJ1234wxyz";
  const apiSecret = "E2Esecret0123456789abcdefSECRET0123456789abcdefSECRET0123456789a";

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
