import { expect, test } from "@playwright/test";
import { createUser, latestOobCode, uniqueEmail } from "../support/auth-emulator";
import { signIn } from "../support/pages";

test("resets a forgotten password with the emailed link, then signs in with the new one", async ({
  page,
}) => {
  const email = uniqueEmail("reset");
  await createUser(email, "the old password");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  const oobCode = await latestOobCode(email, "PASSWORD_RESET");
  const link = `/account/action?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole("textbox", { name: "New password", exact: true }).fill("the new password");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("something else");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByRole("textbox", { name: "Confirm new password", exact: true }),
  ).toHaveAccessibleDescription("The passwords do not match.");

  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("the new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link is invalid or was already used" })).toBeVisible();
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL("/forgot-password");

  await page.goto("/login");
  await signIn(page, email, "the old password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This password is incorrect.");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("the new password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/account");
});
