import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";
import { expect, type Page, test } from "@playwright/test";
import { createUser, disableUser, uniqueEmail } from "../support/auth-emulator";
import { AUTH_EMULATOR_HOST } from "../support/e2e-env";
import { fillSignUp, signIn } from "../support/pages";

// Every message of spec section 8 that the email forms can produce here, with the texts taken from
// @chartbot/error-messages. The Auth emulator answers INVALID_PASSWORD and EMAIL_NOT_FOUND (email enumeration
// protection is off), which the SDK reports as auth/wrong-password and auth/user-not-found.

const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

/** Records the requests the page sends to the Auth emulator. */
function emulatorRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(AUTH_EMULATOR_HOST)) urls.push(request.url());
  });
  return urls;
}

test("shows the spec's message for a wrong password", async ({ page }) => {
  const email = uniqueEmail("wrong-password");
  await createUser(email, "the right password");
  await page.goto("/login");
  await signIn(page, email, "not the password");
  await expect(formAlert(page)).toHaveText(AUTH_ERROR_MESSAGES["wrong-password"]);
  await expect(page).toHaveURL("/login");
});

test("shows the spec's message for an account that does not exist", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, uniqueEmail("nobody"), "any password");
  await expect(formAlert(page)).toHaveText(AUTH_ERROR_MESSAGES["user-not-found"]);
});

test("shows the spec's message when signing up with an email that is taken", async ({ page }) => {
  const email = uniqueEmail("taken");
  await createUser(email, "a long password");
  await page.goto("/signup");
  await fillSignUp(page, email, "another long password");
  await expect(formAlert(page)).toHaveText(AUTH_ERROR_MESSAGES["email-already-in-use"]);
  await expect(page).toHaveURL("/signup");
});

test("shows the spec's message for a disabled account", async ({ page }) => {
  const email = uniqueEmail("disabled");
  await disableUser(await createUser(email, "a long password"));
  await page.goto("/login");
  await signIn(page, email, "a long password");
  await expect(formAlert(page)).toHaveText(AUTH_ERROR_MESSAGES["user-disabled"]);
  await expect(page).toHaveURL("/login");
});

test("shows the spec's message when the network fails", async ({ page }) => {
  const email = uniqueEmail("offline");
  await createUser(email, "a long password");
  await page.goto("/login");
  await page.route(`http://${AUTH_EMULATOR_HOST}/**`, (route) => route.abort("internetdisconnected"));
  await signIn(page, email, "a long password");
  await expect(formAlert(page)).toHaveText(AUTH_ERROR_MESSAGES["network-request-failed"]);
});

// The forms check the address before anything is sent, and say it with the spec's invalid-email message.
for (const { path, submit } of [
  { path: "/login", submit: (page: Page) => signIn(page, "name@example", "any password") },
  { path: "/signup", submit: (page: Page) => fillSignUp(page, "name@example", "a long password") },
  {
    path: "/forgot-password",
    submit: async (page: Page) => {
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("name@example");
      await page.getByRole("button", { name: "Send reset link" }).click();
    },
  },
]) {
  test(`shows the spec's message for an invalid email on ${path}, without sending it`, async ({ page }) => {
    const requests = emulatorRequests(page);
    await page.goto(path);
    await submit(page);
    const email = page.getByRole("textbox", { name: "Email", exact: true });
    await expect(email).toHaveAccessibleDescription(AUTH_ERROR_MESSAGES["invalid-email"]);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    expect(requests.filter((url) => /accounts:(signInWithPassword|signUp|sendOobCode)/.test(url))).toEqual(
      [],
    );
  });
}

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
