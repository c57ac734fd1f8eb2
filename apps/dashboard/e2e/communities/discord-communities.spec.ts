import { BOT_PERMISSIONS } from "@chartbot/contracts/discord";
import { API_ERROR_MESSAGES } from "@chartbot/error-messages/api";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { openModule, openNewPostDialog } from "../support/community-pages";
import { finishSetup, setUpAs } from "../support/community-setup";
import { DEMO_COMMUNITIES, DEMO_USER } from "../support/demo-data";
import {
  addDiscordUser,
  addManagedServer,
  authorizeOnDiscord,
  DEMO_DISCORD,
  linkDiscord,
  removeBot,
  removeManageServer,
  revokeGrants,
} from "../support/discord-sandbox";
import { WEB_ORIGIN } from "../support/e2e-env";
import { logOut, signInFromLogin } from "../support/pages";
import { inEachTheme } from "../support/variants";

// Communities come from Discord: the local sandbox (global set-up) is the Discord the API reads, and its
// authorize page is clicked through as Discord's would be.

test("the whole path: sign in with Discord, add Chartbot to a server, set it up, schedule a post in a picked channel for a picked role", async ({
  page,
}) => {
  // The demo password account links the demo Discord user from Account Settings, then signs in with Discord.
  await signInFromLogin(page, DEMO_USER.email, DEMO_USER.password);
  await linkDiscord(page, DEMO_DISCORD.user);
  // The page signed out from: signing in again returns to it.
  await page.goto("/account/settings");
  await logOut(page, DEMO_USER.displayName);
  await expect(page).toHaveURL("/login");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  await authorizeOnDiscord(page, DEMO_DISCORD.user.id);
  // Signed into the linked account, back on the page it was last on.
  await expect(page).toHaveURL("/account/settings");
  await expect(page.getByRole("button", { name: `Account menu for ${DEMO_USER.displayName}` })).toBeVisible();

  // The picker: the servers the demo Discord user manages, split by whether Chartbot is there.
  await page.goto("/communities");
  const withBot = page.getByRole("region", { name: "Servers with Chartbot" });
  const addable = page.getByRole("region", { name: "Add Chartbot to a server" });
  await expect(withBot.getByRole("link", { name: `Manage ${DEMO_DISCORD.tradingFloor.name}` })).toBeVisible();
  await expect(withBot.getByRole("link", { name: `Manage ${DEMO_DISCORD.wallStreet.name}` })).toBeVisible();
  await expect(page.getByText(DEMO_DISCORD.cafe.name)).toHaveCount(0); // a plain member there

  // Add Chartbot: Discord's bot authorization for that server, with the permissions the features need.
  await addable.getByRole("button", { name: `Add Chartbot to ${DEMO_DISCORD.forex.name}` }).click();
  const request = await authorizeOnDiscord(page, DEMO_DISCORD.user.id);
  expect(Object.fromEntries(request.searchParams)).toMatchObject({
    scope: "bot applications.commands",
    permissions: BOT_PERMISSIONS,
    guild_id: DEMO_DISCORD.forex.id,
    disable_guild_select: "true",
  });

  // The setup: both answers are needed; the terms are the web site's.
  await expect(page).toHaveURL(`/communities/setup?guild=${DEMO_DISCORD.forex.id}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    `${WEB_ORIGIN}/terms-of-service`,
  );
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page.getByText("Accept the Terms of Service to use Chartbot in this server.")).toBeVisible();
  await expect(page.getByText("Choose how the bot reads tickers in this server.")).toBeVisible();
  await inEachTheme(page, () => expectNoAxeViolations(page));
  await finishSetup(page, DEMO_DISCORD.forex.name);
  await page.goto("/communities");
  await expect(page.getByRole("link", { name: DEMO_DISCORD.forex.name, exact: true })).toBeVisible();
  await expect(withBot.getByRole("link", { name: `Manage ${DEMO_DISCORD.forex.name}` })).toBeVisible();

  // A scheduled post where Scheduled Posting is active, in a channel and for a role picked from the server.
  const { posts, dialog } = await openNewPostDialog(page, DEMO_COMMUNITIES.tradingFloor);
  await dialog.getByRole("combobox", { name: "Command" }).click();
  await page.getByRole("option", { name: /^c: / }).click();
  await dialog.getByRole("textbox", { name: "Arguments" }).fill("SOLUSD 15m");
  await dialog.getByRole("combobox", { name: "Channel" }).click();
  await expect(page.getByRole("group", { name: DEMO_DISCORD.tradingFloor.category })).toBeVisible();
  await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.channel, exact: true }).click();
  await dialog.getByRole("combobox", { name: "Role to mention (optional)" }).click();
  await expect(page.getByRole("option", { name: /everyone/ })).toHaveCount(0); // only through its checkbox
  await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.role }).click();
  await dialog.getByRole("button", { name: "Schedule post" }).click();
  await expect(page.getByText("Post scheduled").first()).toBeVisible();
  const saved = posts.getByRole("listitem").filter({ hasText: "SOLUSD 15m" });
  // The list names the channel and the role as the dialog does, not by their ids.
  const { channel, role } = DEMO_DISCORD.tradingFloor;
  await expect(saved.getByText(`in ${channel} · mentions ${role}`)).toBeVisible();
  await expect(saved.getByText("900000000000000101")).toHaveCount(0);
});

test("warns in the post dialog where the bot lacks a permission, and mentions @everyone only when chosen", async ({
  page,
}) => {
  await signInFromLogin(page, DEMO_USER.email, DEMO_USER.password);
  await linkDiscord(page, DEMO_DISCORD.user);
  await page.goto("/communities");
  await page.getByRole("link", { name: DEMO_COMMUNITIES.wallStreet, exact: true }).click();
  // Server-wide: the bot cannot change its nickname there, which Chartbot's own bot does not need (each
  // satellite asks for it in its own invite): no server-wide warning.
  await expect(page.getByRole("heading", { name: DEMO_COMMUNITIES.wallStreet, level: 1 })).toBeVisible();
  await expect(page.getByText("Chartbot is missing permissions in this server")).toHaveCount(0);

  // In a post's channel: a channel of the Trading Floor (where Scheduled Posting is active) denies the bot
  // Manage Webhooks (global set-up).
  const channel = DEMO_DISCORD.tradingFloor.noWebhooksChannel;
  await page.goto("/communities");
  await page.getByRole("link", { name: DEMO_COMMUNITIES.tradingFloor, exact: true }).click();
  await openModule(page, "Scheduled posts");
  await page
    .getByRole("region", { name: "Scheduled posts" })
    .getByRole("button", { name: "Schedule a post" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Schedule a post" });
  await dialog.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: `#${channel}`, exact: true }).click();
  await expect(dialog.getByText("Chartbot is missing permissions here")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.channel, exact: true }).click();
  await expect(dialog.getByText("Chartbot is missing permissions here")).toHaveCount(0);

  const role = dialog.getByRole("combobox", { name: "Role to mention (optional)" });
  await expect(role).toHaveText("Nobody");
  await dialog.getByRole("checkbox", { name: "Mention @everyone instead" }).click();
  await expect(role).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("losing Manage Server on Discord takes the community away at the next refresh", async ({ page }) => {
  const admin = await addDiscordUser("admin");
  const server = await addManagedServer(admin, `Desk ${admin.username}`, { bot: true });
  const communityPath = await setUpAs(page, admin, server);

  await removeManageServer(server.id, admin.id);
  await page.goto("/communities");
  await page.getByRole("button", { name: "Refresh from Discord" }).click();
  await expect(page.getByText("You do not manage any Discord server.")).toBeVisible();
  await expect(page.getByRole("link", { name: server.name, exact: true })).toHaveCount(0);
  await page.goto(communityPath);
  await expect(page.getByRole("heading", { name: "Community not found" })).toBeVisible();
});

test("a server whose bot was removed shows its community as disconnected, to add Chartbot again", async ({
  page,
}) => {
  const admin = await addDiscordUser("kicked");
  const server = await addManagedServer(admin, `Room ${admin.username}`, { bot: true });
  const communityPath = await setUpAs(page, admin, server);

  await removeBot(server.id);
  await page.goto("/communities");
  await page.getByRole("button", { name: "Refresh from Discord" }).click();
  const card = page.getByRole("listitem").filter({ hasText: server.name }).first();
  await expect(card.getByText("Disconnected")).toBeVisible();
  await expect(card.getByRole("button", { name: `Add Chartbot again to ${server.name}` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Add Chartbot to a server" }).getByRole("button", {
      name: `Add Chartbot to ${server.name}`,
    }),
  ).toBeVisible();
  await page.goto(communityPath);
  await expect(page.getByText("Chartbot is not in this server")).toBeVisible();
});

test("a grant revoked on Discord asks to reconnect, and reconnecting brings the servers back", async ({
  page,
}) => {
  const admin = await addDiscordUser("revoked");
  const server = await addManagedServer(admin, `Hall ${admin.username}`, { bot: true });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  await authorizeOnDiscord(page, admin.id);
  await expect(page).toHaveURL("/account");

  await revokeGrants(admin.id);
  await page.goto("/communities");
  await expect(page.getByText(API_ERROR_MESSAGES.discord_reconnect_required)).toBeVisible();
  await page.goto("/account/settings");
  const discord = page.getByRole("region", { name: "Discord" });
  await discord.getByRole("button", { name: "Reconnect Discord" }).click();
  await authorizeOnDiscord(page, admin.id);
  await expect(page).toHaveURL("/account/settings");
  await expect(page.getByText("Discord linked").first()).toBeVisible();
  await expect(discord.getByRole("button", { name: "Reconnect Discord" })).toHaveCount(0);

  await page.goto("/communities");
  await expect(
    page
      .getByRole("region", { name: "Servers with Chartbot" })
      .getByRole("link", { name: `Set up ${server.name}` }),
  ).toBeVisible();
});
