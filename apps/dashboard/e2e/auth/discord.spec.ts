import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";
import { API_ERROR_MESSAGES } from "@chartbot/error-messages/api";
import { expect, type Page, test } from "@playwright/test";
import { createUser, idTokenFor, setPassword } from "../support/auth-emulator";
import { addDiscordUser, authorizeOnDiscord, type SandboxUser } from "../support/discord-sandbox";
import { API_ORIGIN, DASHBOARD_ORIGIN, DISCORD_CLIENT_ID } from "../support/e2e-env";
import { watchPageProblems } from "../support/page-problems";
import { signIn } from "../support/pages";

// Discord is the local sandbox (global set-up): its authorize page is clicked through as Discord's would be.

/** From /login, Sign in with Discord, approved on the sandbox's page as `user`; returns the authorize request. */
async function signInWithDiscordAs(page: Page, user: SandboxUser): Promise<URL> {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  return authorizeOnDiscord(page, user.id);
}

test("signs in with Discord through the API and lands on /account", async ({ page }) => {
  const user = await addDiscordUser("signin");
  const request = await signInWithDiscordAs(page, user);

  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("button", { name: `Account menu for ${user.global_name}` })).toBeVisible();
  expect(request.searchParams.get("client_id")).toBe(DISCORD_CLIENT_ID);
  expect(request.searchParams.get("response_type")).toBe("code");
  expect(request.searchParams.get("scope")).toBe("identify email guilds");
  expect(request.searchParams.get("redirect_uri")).toBe(`${DASHBOARD_ORIGIN}/account/action`);
  expect(request.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.goto("/account/settings");
  const discord = page.getByRole("region", { name: "Discord" });
  await expect(discord.getByText(`@${user.username}`)).toBeVisible();
  // Discord is this account's only sign-in: it cannot be unlinked.
  await expect(discord.getByRole("button", { name: "Unlink Discord" })).toHaveCount(0);
});

test("never signs into an account of the same email that Discord is not linked to", async ({ page }) => {
  const expectNoPageProblems = watchPageProblems(page, [{ path: "/api/account/create", status: 409 }]);
  const user = await addDiscordUser("collision");
  const email = user.email ?? "";
  await createUser(email, "the owner's password");

  await signInWithDiscordAs(page, user);
  await expect(page.getByRole("heading", { name: "This email already has an account" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(API_ERROR_MESSAGES.discord_email_in_use);
  await expect(page.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);

  // The way forward: the password, then link Discord from Account Settings.
  await page.getByRole("link", { name: "Sign in with your password" }).click();
  await expect(page).toHaveURL("/login");
  await signIn(page, email, "the owner's password");
  await expect(page).toHaveURL("/account");
  await page.goto("/account/settings");
  const discord = page.getByRole("region", { name: "Discord" });
  await expect(discord.getByText("No Discord account is linked.")).toBeVisible();
  await expect(discord.getByRole("button", { name: "Link Discord", exact: true })).toBeVisible();
  expectNoPageProblems();
});

test("never signs back into an account that has unlinked the Discord user who made it", async ({
  page,
  browser,
}) => {
  const user = await addDiscordUser("unlinked");
  const email = user.email ?? "";
  // The Discord user's first sign-in makes the account; its owner then sets a password and unlinks Discord.
  await signInWithDiscordAs(page, user);
  await expect(page).toHaveURL("/account");
  await setPassword(`discord-${user.id}`, "the owner's password");
  const unlinked = await fetch(`${API_ORIGIN}/api/account/discord`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${await idTokenFor(email, "the owner's password")}` },
  });
  expect(unlinked.status).toBe(204);

  // Whoever holds the Discord account now, in another browser.
  const other = await browser.newContext({ baseURL: DASHBOARD_ORIGIN });
  try {
    const stranger = await other.newPage();
    const expectNoPageProblems = watchPageProblems(stranger, [{ path: "/api/account/create", status: 409 }]);
    await signInWithDiscordAs(stranger, user);
    await expect(
      stranger.getByRole("heading", { name: "This Discord account is no longer linked" }),
    ).toBeVisible();
    await expect(stranger.getByRole("main").getByRole("alert")).toHaveText(
      API_ERROR_MESSAGES.discord_unlinked,
    );
    await expect(stranger.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);

    // The owner's way back: the password.
    await stranger.getByRole("link", { name: "Sign in with your password" }).click();
    await expect(stranger).toHaveURL("/login");
    await signIn(stranger, email, "the owner's password");
    await expect(stranger).toHaveURL("/account");
    await stranger.goto("/account/settings");
    await expect(
      stranger.getByRole("region", { name: "Discord" }).getByText("No Discord account is linked."),
    ).toBeVisible();
    expectNoPageProblems();
  } finally {
    await other.close();
  }
});

test("refuses a Discord return whose state was not issued by this tab", async ({ page }) => {
  await page.goto("/account/action?code=some-code&state=forged-state");
  await expect(page.getByRole("heading", { name: "Discord sign-in could not be checked" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
});

test("says so when the user cancels on Discord", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(AUTH_ERROR_MESSAGES["user-cancelled"]);
});

for (const [label, overrides] of [
  ["an unverified email", { verified: false }],
  ["no email", { email: null, verified: false }],
] as const) {
  test(`refuses a first Discord sign-in with ${label}, leaving the user signed out`, async ({ page }) => {
    const expectNoPageProblems = watchPageProblems(page, [{ path: "/api/account/create", status: 400 }]);
    const user = await addDiscordUser("unverified", overrides);
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/account/create",
    );
    await signInWithDiscordAs(page, user);
    expect((await refused).status()).toBe(400);

    await expect(page).toHaveURL(/^[^?]*\/account\/action\?/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      API_ERROR_MESSAGES.discord_email_unverified,
    );
    await expect(page.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    // Still signed out: an account section sends the browser back to sign in.
    await page.goto("/account");
    await expect(page).toHaveURL("/login");
    expectNoPageProblems();
  });
}
