import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";
import { API_ERROR_MESSAGES } from "@chartbot/error-messages/api";
import { discordCodeFor, type FakeDiscordUser } from "@chartbot/test-servers/fake-discord";
import { expect, type Page, test } from "@playwright/test";
import { createUser } from "../support/auth-emulator";
import { DASHBOARD_ORIGIN, DISCORD_CLIENT_ID } from "../support/e2e-env";
import { watchPageProblems } from "../support/page-problems";
import { logOut, signIn } from "../support/pages";

/** Plays Discord's authorize page: checks the request, then sends the browser back as Discord would. */
async function discordAnswers(page: Page, answer: (url: URL) => Record<string, string>) {
  const seen: URL[] = [];
  await page.route("https://discord.com/oauth2/authorize**", (route) => {
    const url = new URL(route.request().url());
    seen.push(url);
    const back = new URL(url.searchParams.get("redirect_uri") ?? "");
    for (const [key, value] of Object.entries(answer(url))) back.searchParams.set(key, value);
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  return seen;
}

function discordUser(): FakeDiscordUser {
  const id = String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
  return {
    id,
    username: `trader${id.slice(-6)}`,
    global_name: "Discord Trader",
    email: `discord-${id}@example.com`,
    verified: true,
  };
}

/** Signs in from /login with Discord, which approves the request as `user`; returns the authorize requests. */
async function signInWithDiscordAs(page: Page, user: FakeDiscordUser): Promise<URL[]> {
  const seen = await discordAnswers(page, (url) => ({
    code: discordCodeFor(user),
    state: url.searchParams.get("state") ?? "",
  }));
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  return seen;
}

test("signs in with Discord through the API and lands on /account", async ({ page }) => {
  const user = discordUser();
  const seen = await signInWithDiscordAs(page, user);

  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("button", { name: "Account menu for Discord Trader" })).toBeVisible();
  const request = seen[0];
  expect(request?.searchParams.get("client_id")).toBe(DISCORD_CLIENT_ID);
  expect(request?.searchParams.get("response_type")).toBe("code");
  expect(request?.searchParams.get("scope")).toBe("identify email");
  expect(request?.searchParams.get("redirect_uri")).toBe(`${DASHBOARD_ORIGIN}/account/action`);
  expect(request?.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.goto("/account/settings");
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
});

test("takes a Discord user with a verified email past verification, even over an unverified account on it", async ({
  page,
}) => {
  const user = discordUser();
  // Someone registered the address with a password and never verified it.
  await createUser(user.email ?? "", "registered first", { verified: false });
  await signInWithDiscordAs(page, user);
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("button", { name: "Account menu for Discord Trader" })).toBeVisible();

  // The password chosen by whoever registered the address no longer signs in.
  await logOut(page, "Discord Trader");
  await expect(page).toHaveURL("/login");
  await signIn(page, user.email ?? "", "registered first");
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("refuses a Discord return whose state was not issued by this tab", async ({ page }) => {
  await discordAnswers(page, () => ({ code: discordCodeFor(discordUser()), state: "forged-state" }));
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  await expect(page.getByRole("heading", { name: "Discord sign-in could not be checked" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
});

test("says so when the user cancels on Discord", async ({ page }) => {
  await discordAnswers(page, (url) => ({
    error: "access_denied",
    state: url.searchParams.get("state") ?? "",
  }));
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(AUTH_ERROR_MESSAGES["user-cancelled"]);
});

for (const [label, withoutVerifiedEmail] of [
  ["an unverified email", (user: FakeDiscordUser) => ({ ...user, verified: false })],
  ["no email", (user: FakeDiscordUser) => ({ ...user, email: null, verified: false })],
] as const) {
  test(`refuses a first Discord sign-in with ${label}, leaving the user signed out`, async ({ page }) => {
    const expectNoPageProblems = watchPageProblems(page, [{ path: "/api/account/create", status: 400 }]);
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/account/create",
    );
    await signInWithDiscordAs(page, withoutVerifiedEmail(discordUser()));
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
