import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signInFromLogin } from "../support/pages";

const PASSWORD = "a long enough password";

test("lists the signed-in devices and signs another one out, which loses access at once", async ({
  browser,
}) => {
  const email = uniqueEmail("devices");
  await createUser(email, PASSWORD);
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signInFromLogin(phone, email, PASSWORD);
  await signInFromLogin(laptop, email, PASSWORD);

  await laptop.goto("/account/settings");
  const devices = laptop.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);

  const other = devices.filter({ hasNotText: "This device" });
  await other.getByRole("button", { name: /^Log out / }).click();
  await laptop
    .getByRole("dialog", { name: "Log out this device?" })
    .getByRole("button", { name: "Log out this device" })
    .click();
  await expect(devices).toHaveCount(1);

  // The phone's next request finds its session gone: it is signed out, and stays so after a reload.
  await phone.goto("/account");
  await expect(phone).toHaveURL(/\/login/);
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await expect(laptop.getByRole("heading", { name: "Account Settings" })).toBeVisible();
});

test("'Log out everywhere' logs out this device and every other", async ({ browser }) => {
  const email = uniqueEmail("everywhere");
  await createUser(email, PASSWORD);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signInFromLogin(first, email, PASSWORD);
  await signInFromLogin(second, email, PASSWORD);

  await first.goto("/account/settings");
  await first.getByRole("button", { name: "Log out everywhere" }).click();
  await first
    .getByRole("dialog", { name: "Log out everywhere?" })
    .getByRole("button", { name: "Log out everywhere" })
    .click();
  await expect(first).toHaveURL(/\/login/);
  await second.goto("/account");
  await expect(second).toHaveURL(/\/login/);
});
