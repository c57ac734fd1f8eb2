import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signIn } from "../support/pages";

// The Auth emulator answers INVALID_PASSWORD and EMAIL_NOT_FOUND (email enumeration protection is off), which
// the SDK reports as auth/wrong-password and auth/user-not-found: the spec's messages for those codes.

test("shows the spec's message for a wrong password", async ({ page }) => {
  const email = uniqueEmail("wrong-password");
  await createUser(email, "the right password");
  await page.goto("/login");
  await signIn(page, email, "not the password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This password is incorrect.");
  await expect(page).toHaveURL("/login");
});

test("shows the spec's message for an account that does not exist", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, uniqueEmail("nobody"), "any password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This account does not exist.");
});

test("shows the spec's message when signing up with an email that is taken", async ({ page }) => {
  const email = uniqueEmail("taken");
  await createUser(email, "a long password");
  await page.goto("/signup");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("another long password");
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("another long password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The email address is already in use by another account. You can sign in with this account or reset your password.",
  );
});

test("checks the sign-in form before sending it", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
    "Enter your email address.",
  );
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAccessibleDescription(
    "Enter your password.",
  );
});
