import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";
import { expect, test } from "@playwright/test";
import { latestOobCode, uniqueEmail } from "../support/auth-emulator";
import { AUTH_EMULATOR_HOST, FIREBASE_API_KEY } from "../support/e2e-env";
import { fillSignUp, logOut } from "../support/pages";

const PASSWORD = "correct horse battery";

test("checks the sign-up form before sending anything", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(AUTH_EMULATOR_HOST)) requests.push(request.url());
  });
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
    "Enter your email address.",
  );
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();

  await page.getByRole("textbox", { name: "Email", exact: true }).fill("name@");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
    AUTH_ERROR_MESSAGES["invalid-email"],
  );
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAccessibleDescription(
    /At least 8 characters\. ?Use at least 8 characters\./,
  );
  await expect(
    page.getByRole("textbox", { name: "Confirm password", exact: true }),
  ).toHaveAccessibleDescription("The passwords do not match.");
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(requests.filter((url) => url.includes("accounts:signUp"))).toEqual([]);
});

test("signs up, verifies the email with the emulator's code, lands on /account and logs out to /login", async ({
  page,
}) => {
  const email = uniqueEmail("signup");
  await page.goto("/signup");
  await fillSignUp(page, email, PASSWORD);

  await expect(page).toHaveURL("/account/verify-email");
  await expect(page.getByRole("heading", { name: "Verify your email", level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Verify email" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Control Panel/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Resend email in \d+ s/ })).toBeDisabled();

  const oobCode = await latestOobCode(email, "VERIFY_EMAIL");
  await page.goto(`/account/action?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);

  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Shortcuts", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Control Panel/ })).toBeVisible();

  await logOut(page, email);
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
});

test("notices a verification made elsewhere and continues to the remembered page", async ({ page }) => {
  const email = uniqueEmail("verify-elsewhere");
  await page.goto("/signup");
  await fillSignUp(page, email, PASSWORD);
  await expect(page).toHaveURL("/account/verify-email");

  // A visit to a page while unverified is remembered, and the user is sent back to verify.
  await page.goto("/account/settings");
  await expect(page).toHaveURL("/account/verify-email");

  // The link is opened on another device: the emulator applies the code, this tab finds out by polling.
  const oobCode = await latestOobCode(email, "VERIFY_EMAIL");
  const response = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=${FIREBASE_API_KEY}`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ oobCode }) },
  );
  expect(response.ok).toBe(true);

  await expect(page).toHaveURL("/account/settings", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
});

test("explains a verification link that was already used", async ({ page }) => {
  await page.goto("/account/action?mode=verifyEmail&oobCode=not-a-real-code");
  await expect(page.getByRole("heading", { name: "This link is invalid or was already used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send a new verification email" })).toBeVisible();
});
