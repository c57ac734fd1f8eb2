import { BOT_PERMISSIONS, DISCORD_PERMISSIONS, DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { getSymbol } from "@chartbot/symbol-catalogue";
import type { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { expect, type Page } from "@playwright/test";
import { FAKE_DISCORD_ORIGIN } from "./e2e-env";

// The local Discord's control API (`/_sandbox/...`, tooling/test-servers): tests in the browser's process
// change the world the API reads, as a server admin would on Discord.

async function control<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${FAKE_DISCORD_ORIGIN}/_sandbox${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`Sandbox ${path}: ${response.status} ${answer.error ?? ""}`);
  return answer;
}

/** The demo world (tooling/test-servers demo-world.ts). */
export const DEMO_DISCORD = {
  user: { id: "900000000000000900", username: "demo_trader", name: "Demo Trader" },
  otherUser: { id: "900000000000000901", username: "other_trader" },
  tradingFloor: {
    id: "900000000000000001",
    name: "Satoshi's Trading Floor",
    channel: "#charts",
    category: "Markets",
    role: "@Traders",
    /** Added by the global set-up (`addE2eChannels`): the bot is denied Manage Webhooks there. */
    noWebhooksChannel: "no-webhooks",
  },
  wallStreet: { id: "900000000000000002", name: "Wall Street Bets Lounge" },
  forex: { id: "900000000000000003", name: "Forex Friends" },
  cafe: { id: "900000000000000004", name: "Crypto Café" },
} as const;

const MANAGE_GUILD = (1n << 5n).toString();

export interface SandboxUser {
  id: string;
  username: string;
  global_name: string;
  email: string | null;
  verified: boolean;
}

/** A new Discord user with a unique name and (unless told otherwise) a verified email. */
export async function addDiscordUser(
  label: string,
  overrides: Partial<Omit<SandboxUser, "id" | "username">> = {},
): Promise<SandboxUser> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const user = {
    username: `${label}_${suffix}`,
    global_name: `${label} ${suffix}`,
    email: `discord-${label}-${suffix}@example.com`,
    verified: true,
    ...overrides,
  };
  return control<SandboxUser>("/users", user);
}

/**
 * A new server owned by the demo world's other user, where `admin` has Manage Server, with a #signals channel
 * in a "Markets" category and a "Signals" role; the bot is in it when `bot` is true.
 */
export async function addManagedServer(admin: SandboxUser, name: string, { bot }: { bot: boolean }) {
  const { id } = await control<{ id: string }>("/guilds", {
    name,
    ownerId: DEMO_DISCORD.otherUser.id,
    memberIds: [admin.id],
  });
  await control(`/guilds/${id}/members/${admin.id}`, { permissions: MANAGE_GUILD });
  const category = await control<{ id: string }>(`/guilds/${id}/channels`, { name: "Markets", type: 4 });
  await control(`/guilds/${id}/channels`, { name: "signals", type: 0, parent_id: category.id });
  await control(`/guilds/${id}/roles`, { name: "Signals", color: 0x9b59b6 });
  // What Add Chartbot grants: every permission the features need, so no warning shows.
  if (bot) await control(`/guilds/${id}/bot`, { present: true, permissions: BOT_PERMISSIONS });
  return { id, name };
}

/**
 * A "Locked" category whose permissions deny @everyone Send Messages, with a #name channel synced with it (the
 * same overwrites): Chartbot cannot answer there, and the place to fix it is the category.
 */
export async function addLockedChannel(guildId: string, name: string): Promise<{ id: string }> {
  const overwrites = [{ id: guildId, type: 0, allow: "0", deny: (1n << 11n).toString() }];
  const category = await control<{ id: string }>(`/guilds/${guildId}/channels`, {
    name: "Locked",
    type: 4,
    permission_overwrites: overwrites,
  });
  return control<{ id: string }>(`/guilds/${guildId}/channels`, {
    name,
    type: 0,
    parent_id: category.id,
    permission_overwrites: overwrites,
  });
}

/** Revokes every grant of a Discord user, as removing the app in Discord's settings would. */
export async function revokeGrants(userId: string): Promise<void> {
  await control(`/users/${userId}/revoke`);
}

/** Takes Manage Server away from `userId` in a server (their permissions beyond roles become none). */
export async function removeManageServer(guildId: string, userId: string): Promise<void> {
  await control(`/guilds/${guildId}/members/${userId}`, { permissions: "0" });
}

/** Takes the bot out of a server, as a server admin kicking it would. */
export async function removeBot(guildId: string): Promise<void> {
  await control(`/guilds/${guildId}/bot`, { present: false });
}

/**
 * On the sandbox's authorize page (where the dashboard sent the browser): signs in there as `userId`, then
 * presses Authorize. Returns the authorize request the dashboard made.
 */
export async function authorizeOnDiscord(page: Page, userId: string): Promise<URL> {
  await expect(page).toHaveURL(new RegExp(`^${FAKE_DISCORD_ORIGIN}/oauth2/authorize\\?`));
  const request = new URL(page.url());
  const who = page.getByLabel("Signed in as");
  if ((await who.inputValue()) !== userId) {
    await who.selectOption(userId);
    await page.getByRole("button", { name: "Switch user" }).click();
    await expect(page.getByLabel("Signed in as")).toHaveValue(userId);
  }
  await page.getByRole("button", { name: "Authorize" }).click();
  return request;
}

/**
 * Links the signed-in account to a Discord user from Account Settings (the sandbox approving as that user),
 * unless the API says it is linked already (then the page stays where it is); access to communities comes from
 * Discord, so the demo account needs it.
 */
export async function linkDiscord(page: Page, user: { id: string; username: string }): Promise<void> {
  // Linked already (the demo account stays linked between tests): the account says so, no screen to load.
  let account: { discord: { id: string; status: string } | null } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get("/api/account");
      if (response.ok()) account = await response.json();
      return response.status();
    }, "the API session of the signed-in browser")
    .toBe(200);
  if (account?.discord?.id === user.id && account.discord.status === "connected") return;
  await page.goto("/account/settings");
  const discord = page.getByRole("region", { name: "Discord" });
  const link = discord.getByRole("button", { name: "Link Discord", exact: true });
  const linked = discord.getByText(`@${user.username}`);
  await expect(link.or(linked)).toBeVisible();
  if (await linked.isVisible()) return;
  await link.click();
  await authorizeOnDiscord(page, user.id);
  await expect(page).toHaveURL("/account/settings");
  await expect(page.getByRole("region", { name: "Discord" }).getByText(`@${user.username}`)).toBeVisible();
}

/**
 * What the browser tests add to the demo world before anything reads it (the API caches a server's channels
 * for a minute): in the Trading Floor, where Scheduled Posting is active, a channel that denies the bot
 * Manage Webhooks, so the post dialog's warning can be seen.
 */
export function addE2eChannels(sandbox: FakeDiscord): void {
  sandbox.world.addChannel(DEMO_DISCORD.tradingFloor.id, {
    name: DEMO_DISCORD.tradingFloor.noWebhooksChannel,
    type: 0,
    permission_overwrites: [
      {
        id: DISCORD_SANDBOX.clientId,
        type: 1,
        allow: "0",
        deny: DISCORD_PERMISSIONS.MANAGE_WEBHOOKS.toString(),
      },
    ],
  });
}

/** The satellite bots in a server of the local Discord now (their application ids), as the bot reads them. */
export async function satelliteMembersOf(guildId: string): Promise<string[]> {
  const response = await fetch(`${FAKE_DISCORD_ORIGIN}/_sandbox/state`);
  const state = (await response.json()) as { guilds: { id: string; members: { userId: string }[] }[] };
  const guild = state.guilds.find((candidate) => candidate.id === guildId);
  if (!guild) throw new Error(`Sandbox: no server ${guildId}`);
  return guild.members.map((member) => member.userId).filter((id) => getSymbol(id) !== undefined);
}

/** Takes a satellite's bot out of a server, as a server admin kicking it would. */
export async function kickSatellite(guildId: string, applicationId: string): Promise<void> {
  await control(`/guilds/${guildId}/members/${applicationId}`, { present: false });
}
