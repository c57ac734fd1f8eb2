import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signIn, signInFromLogin } from "../support/pages";

const PASSWORD = "a long enough password";

test("shows live counts on the shortcuts page, with a card for every area", async ({ page }) => {
  const email = uniqueEmail("shortcuts");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  for (const area of [
    "My Communities",
    "Subscriptions",
    "Price Alerts",
    "Trading & API Keys",
    "Account Settings",
  ]) {
    await expect(page.getByRole("link", { name: area, exact: true }).last()).toBeVisible();
  }
  await expect(
    page.getByText("0 communities").or(page.getByText("Could not load communities.")),
  ).toBeVisible();
  await expect(page.getByText("0 active alerts")).toBeVisible();
});

test("changes the display name and the ticker parsing mode, and keeps them after a reload", async ({
  page,
}) => {
  const email = uniqueEmail("settings");
  await createUser(email, PASSWORD, { displayName: "Old Name" });
  await page.goto("/account/settings");
  await expect(page).toHaveURL("/login");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/account/settings");

  const name = page.getByRole("textbox", { name: "Display name", exact: true });
  await expect(name).toHaveValue("Old Name");
  await name.fill("New Name");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name saved").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for New Name" })).toBeVisible();

  await expect(page.getByRole("radio", { name: /Traditional/ })).toBeChecked();
  await expect(page.getByText(/Unbiased: prioritises traditional markets/)).toBeVisible();
  await page.getByRole("radio", { name: /Crypto/ }).check();
  await expect(page.getByText("Ticker parsing mode: Crypto").first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Display name", exact: true })).toHaveValue("New Name");
  await expect(page.getByRole("radio", { name: /Crypto/ })).toBeChecked();
});

test("exports the account's data as a JSON download", async ({ page }) => {
  const email = uniqueEmail("export");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/settings");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export my data" }).click();
  expect((await download).suggestedFilename()).toBe("chartbot-account.json");
});

test("deletes the account after the email is typed, then signs out for good", async ({ page }) => {
  const email = uniqueEmail("delete");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/settings");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox", { name: `Type ${email} to confirm` }).fill(email.toUpperCase());
  await confirm.click();

  await expect(page).toHaveURL("/login");
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This account does not exist.");
});
