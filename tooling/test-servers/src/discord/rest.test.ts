import { BOT_PERMISSIONS, DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { DiscordAPIError, RateLimitError } from "@discordjs/rest";
import {
  type APIChannel,
  type APIGuild,
  type APIGuildMember,
  type APIRole,
  type APIUser,
  type RESTAPIPartialCurrentUserGuild,
  type RESTPostOAuth2AccessTokenResult,
  Routes,
} from "discord-api-types/v10";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_DISCORD, demoWorld } from "./demo-world";
import { FakeDiscord } from "./server";
import { botClient, oauthClient, postToken, userClient } from "./test-clients";

const { guilds, channels, roles, user, otherUser } = DEMO_DISCORD;
const REDIRECT = DEMO_DISCORD.redirectUris[0];
let fake: FakeDiscord;

beforeEach(async () => {
  fake = await new FakeDiscord(demoWorld()).start();
});
afterEach(() => fake.stop());

async function accessTokenOf(userId: string, scopes?: string[]): Promise<string> {
  const token = (await postToken(oauthClient(fake), fake, {
    grant_type: "authorization_code",
    code: fake.codeFor(userId, { scopes, redirectUri: REDIRECT }),
    redirect_uri: REDIRECT,
  })) as RESTPostOAuth2AccessTokenResult;
  return token.access_token;
}

async function guildsOf(userId: string) {
  const rest = userClient(fake, await accessTokenOf(userId));
  return (await rest.get(Routes.userGuilds())) as RESTAPIPartialCurrentUserGuild[];
}

async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

async function apiError(call: Promise<unknown>): Promise<DiscordAPIError> {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(DiscordAPIError);
  return error as DiscordAPIError;
}

const has = (permissions: string, bit: bigint) => (BigInt(permissions) & bit) === bit;
const bot = () => botClient(fake);

describe("the user's servers: GET /users/@me/guilds", () => {
  it("lists the demo user's four servers with owner and the permissions string", async () => {
    const list = await guildsOf(user.id);
    expect(list.map((g) => [g.id, g.name, g.owner])).toEqual([
      [guilds.tradingFloor.id, "Satoshi's Trading Floor", true],
      [guilds.wallStreet.id, "Wall Street Bets Lounge", false],
      [guilds.forexFriends.id, "Forex Friends", false],
      [guilds.cryptoCafe.id, "Crypto Café", false],
    ]);
    for (const guild of list) {
      expect(typeof guild.permissions).toBe("string");
      expect(guild.features).toEqual([]);
    }
    const [floor, lounge, forex, cafe] = list.map((g) => g.permissions);
    const { MANAGE_GUILD, ADMINISTRATOR } = DISCORD_PERMISSIONS;
    expect(has(floor ?? "0", ADMINISTRATOR)).toBe(true);
    expect(has(lounge ?? "0", MANAGE_GUILD)).toBe(true);
    expect(has(lounge ?? "0", ADMINISTRATOR)).toBe(false);
    expect(has(forex ?? "0", ADMINISTRATOR)).toBe(true);
    expect(has(cafe ?? "0", MANAGE_GUILD) || has(cafe ?? "0", ADMINISTRATOR)).toBe(false);
  });

  it("follows the world: lost Manage Server, a deleted server, a server left", async () => {
    fake.world.setMember(guilds.wallStreet.id, user.id, { permissions: "0" });
    fake.world.deleteGuild(guilds.cryptoCafe.id);
    fake.world.setMember(guilds.forexFriends.id, user.id, { present: false });
    const list = await guildsOf(user.id);
    expect(list.map((g) => g.id)).toEqual([guilds.tradingFloor.id, guilds.wallStreet.id]);
    expect(has(list[1]?.permissions ?? "0", DISCORD_PERMISSIONS.MANAGE_GUILD)).toBe(false);
  });

  it("pages with after and limit", async () => {
    const rest = userClient(fake, await accessTokenOf(user.id));
    const page = (await rest.get(Routes.userGuilds(), {
      query: new URLSearchParams({ after: guilds.tradingFloor.id, limit: "2" }),
    })) as RESTAPIPartialCurrentUserGuild[];
    expect(page.map((g) => g.id)).toEqual([guilds.wallStreet.id, guilds.forexFriends.id]);
  });

  it("answers 401 without the guilds scope, or with a bot token where a user's is needed for the user", async () => {
    const rest = userClient(fake, await accessTokenOf(otherUser.id, ["identify", "email"]));
    expect((await apiError(rest.get(Routes.userGuilds()))).status).toBe(401);
    const garbage = userClient(fake, "not-a-token");
    expect((await apiError(garbage.get(Routes.user()))).rawError).toEqual({
      message: "401: Unauthorized",
      code: 0,
    });
  });
});

describe("the bot's endpoints", () => {
  it("GET /users/@me with the bot token is the bot user", async () => {
    const me = (await bot().get(Routes.user())) as APIUser;
    expect(me).toMatchObject({ id: DEMO_DISCORD.applicationId, username: "Chartbot", bot: true });
  });

  it("reads a server it is in: the guild, its channels with overwrites, its roles, a member", async () => {
    const guild = (await bot().get(Routes.guild(guilds.tradingFloor.id))) as APIGuild;
    expect(guild).toMatchObject({
      id: guilds.tradingFloor.id,
      name: "Satoshi's Trading Floor",
      owner_id: user.id,
    });

    const floorChannels = (await bot().get(Routes.guildChannels(guilds.tradingFloor.id))) as APIChannel[];
    expect(floorChannels.map((c) => [c.id, c.type, c.name])).toEqual([
      [channels.markets, 4, "Markets"],
      [channels.charts, 0, "charts"],
      [channels.heatmaps, 0, "heatmaps"],
      [channels.announcements, 5, "announcements"],
      [channels.voice, 2, "Trading Voice"],
    ]);
    expect(floorChannels.find((c) => c.id === channels.charts)).toMatchObject({
      parent_id: channels.markets,
      permission_overwrites: [],
    });

    const loungeChannels = (await bot().get(Routes.guildChannels(guilds.wallStreet.id))) as APIChannel[];
    const options = loungeChannels.find((c) => c.id === channels.options);
    expect(options && "permission_overwrites" in options ? options.permission_overwrites : []).toEqual([
      {
        id: roles.chartbotWallStreet,
        type: 0,
        allow: "0",
        deny: DISCORD_PERMISSIONS.MANAGE_WEBHOOKS.toString(),
      },
    ]);

    const floorRoles = (await bot().get(Routes.guildRoles(guilds.tradingFloor.id))) as APIRole[];
    expect(floorRoles.map((r) => [r.id, r.name, r.color, r.managed])).toEqual([
      [guilds.tradingFloor.id, "@everyone", 0, false],
      [roles.traders, "Traders", 0x3498db, false],
      [roles.whales, "Whales", 0xf1c40f, false],
      [roles.chartbotTradingFloor, "Chartbot", 0, true],
    ]);
    expect(floorRoles.find((r) => r.managed)).toMatchObject({
      permissions: BOT_PERMISSIONS,
      tags: { bot_id: DEMO_DISCORD.applicationId },
    });

    const member = (await bot().get(
      Routes.guildMember(guilds.tradingFloor.id, DEMO_DISCORD.applicationId),
    )) as APIGuildMember;
    expect(member.user?.id).toBe(DEMO_DISCORD.applicationId);
    expect(member.roles).toEqual([roles.chartbotTradingFloor]);
  });

  it("in the Wall Street lounge the bot lacks Change Nickname, from its role and from @everyone", async () => {
    const loungeRoles = (await bot().get(Routes.guildRoles(guilds.wallStreet.id))) as APIRole[];
    const { CHANGE_NICKNAME } = DISCORD_PERMISSIONS;
    for (const role of loungeRoles) expect(has(role.permissions, CHANGE_NICKNAME)).toBe(false);
    const floorEveryone = (await bot().get(Routes.guildRoles(guilds.tradingFloor.id))) as APIRole[];
    expect(has(floorEveryone[0]?.permissions ?? "0", CHANGE_NICKNAME)).toBe(true);
  });

  it("answers 403 Missing Access where the bot is not, 404 Unknown Guild for no such server", async () => {
    const absent = await apiError(bot().get(Routes.guild(guilds.forexFriends.id)));
    expect([absent.status, absent.code, absent.message]).toEqual([403, 50001, "Missing Access"]);
    for (const route of [Routes.guildChannels, Routes.guildRoles]) {
      expect((await apiError(bot().get(route(guilds.forexFriends.id)))).code).toBe(50001);
    }
    const unknown = await apiError(bot().get(Routes.guild("123456789012345678")));
    expect([unknown.status, unknown.code, unknown.message]).toEqual([404, 10004, "Unknown Guild"]);
    const member = await apiError(
      bot().get(Routes.guildMember(guilds.tradingFloor.id, "123456789012345678")),
    );
    expect([member.status, member.code]).toEqual([404, 10007]);
  });

  it("follows the world: the bot removed, the server deleted, new channels and roles", async () => {
    fake.world.removeBot(guilds.tradingFloor.id);
    expect((await apiError(bot().get(Routes.guild(guilds.tradingFloor.id)))).code).toBe(50001);
    fake.world.deleteGuild(guilds.wallStreet.id);
    expect((await apiError(bot().get(Routes.guild(guilds.wallStreet.id)))).code).toBe(10004);

    fake.world.addBot(guilds.forexFriends.id, "2048");
    const channel = fake.world.addChannel(guilds.forexFriends.id, { name: "signals" });
    const role = fake.world.addRole(guilds.forexFriends.id, { name: "VIP", color: 0x9b59b6 });
    const forexChannels = (await bot().get(Routes.guildChannels(guilds.forexFriends.id))) as APIChannel[];
    expect(forexChannels.map((c) => c.id)).toContain(channel.id);
    const forexRoles = (await bot().get(Routes.guildRoles(guilds.forexFriends.id))) as APIRole[];
    expect(forexRoles.find((r) => r.id === role.id)).toMatchObject({ name: "VIP", color: 0x9b59b6 });
    expect(forexRoles.find((r) => r.managed)?.permissions).toBe("2048");
    fake.world.setBotPermissions(guilds.forexFriends.id, "3072");
    const after = (await bot().get(Routes.guildRoles(guilds.forexFriends.id))) as APIRole[];
    expect(after.filter((r) => r.managed).map((r) => r.permissions)).toEqual(["3072"]);
  });

  it("answers 401 to a wrong bot token and to a user's token", async () => {
    const wrong = await apiError(botClient(fake, "wrong").get(Routes.guild(guilds.tradingFloor.id)));
    expect(wrong.status).toBe(401);
    const asUser = userClient(fake, await accessTokenOf(user.id));
    expect((await apiError(asUser.get(Routes.guild(guilds.tradingFloor.id)))).status).toBe(401);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After, X-RateLimit-* and Discord's body to the matching requests only", async () => {
    fake.rateLimit("/guilds/*/channels", { retryAfterSeconds: 7, times: 2 });
    const url = `${fake.apiBaseUrl}/v10/guilds/${guilds.tradingFloor.id}/channels`;
    const headers = { authorization: `Bot ${fake.botToken}` };
    expect((await fetch(`${fake.apiBaseUrl}/v10/guilds/${guilds.tradingFloor.id}`, { headers })).status).toBe(
      200,
    );
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("7");
      expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(response.headers.get("x-ratelimit-reset-after")).toBe("7");
      expect(await response.json()).toEqual({
        message: "You are being rate limited.",
        retry_after: 7,
        global: false,
      });
    }
    expect((await fetch(url, { headers })).status).toBe(200);
  });

  it("becomes a RateLimitError in @discordjs/rest with rejectOnRateLimit, carrying Retry-After", async () => {
    fake.rateLimit("/users/@me/guilds", { retryAfterSeconds: 5 });
    const rest = userClient(fake, await accessTokenOf(user.id), { rejectOnRateLimit: ["/"] });
    const error = await rejection(rest.get(Routes.userGuilds()));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ global: false, method: "GET", route: "/users/@me/guilds" });
    // Retry-After in milliseconds, plus the client's small safety offset.
    expect((error as RateLimitError).retryAfter).toBeGreaterThanOrEqual(5000);
    expect((error as RateLimitError).retryAfter).toBeLessThan(6000);
    expect(((await rest.get(Routes.userGuilds())) as unknown[]).length).toBe(4);
  });

  it("is waited out and retried by @discordjs/rest without rejectOnRateLimit", async () => {
    fake.rateLimit(/^\/guilds\/\d+$/, { retryAfterSeconds: 1 });
    const started = Date.now();
    const guild = (await bot().get(Routes.guild(guilds.tradingFloor.id))) as APIGuild;
    expect(guild.id).toBe(guilds.tradingFloor.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(fake.requests.filter((r) => r.path === `/guilds/${guilds.tradingFloor.id}`).length).toBe(2);
  });
});

describe("the bot's messages: POST /channels/{id}/messages", () => {
  it("records a message in a channel of a server the bot is in, and refuses unknown channels and empty bodies as Discord does", async () => {
    const posted = (await bot().post(Routes.channelMessages(channels.charts), {
      body: { content: "Long BTC at 97,250" },
    })) as { id: string; channel_id: string; content: string };
    expect(posted).toMatchObject({ channel_id: channels.charts, content: "Long BTC at 97,250" });
    expect(fake.world.messages).toEqual([
      expect.objectContaining({
        id: posted.id,
        guildId: guilds.tradingFloor.id,
        content: "Long BTC at 97,250",
      }),
    ]);
    expect(
      (await apiError(bot().post(Routes.channelMessages("123456789012345678"), { body: { content: "x" } })))
        .code,
    ).toBe(10003);
    expect((await apiError(bot().post(Routes.channelMessages(channels.charts), { body: {} }))).code).toBe(
      50035,
    );
    expect(fake.world.messages).toHaveLength(1);
  });
});

describe("the bot's direct messages: POST /users/@me/channels, then its messages", () => {
  it("opens one channel per user and records what the bot sends there; refuses a user who shares no server or closed their messages", async () => {
    const opened = (await bot().post(Routes.userChannels(), { body: { recipient_id: user.id } })) as {
      id: string;
      type: number;
      recipients: { id: string }[];
    };
    expect(opened).toMatchObject({ type: 1, recipients: [{ id: user.id }] });
    const again = (await bot().post(Routes.userChannels(), { body: { recipient_id: user.id } })) as {
      id: string;
    };
    expect(again.id).toBe(opened.id);

    await bot().post(Routes.channelMessages(opened.id), {
      body: { content: "Your alert could not be delivered" },
    });
    expect(fake.world.messages).toEqual([
      expect.objectContaining({
        guildId: null,
        recipientId: user.id,
        channelId: opened.id,
        content: "Your alert could not be delivered",
      }),
    ]);

    // A user the bot shares no server with, or who closed their direct messages: Discord's 50007.
    const loner = fake.world.addUser({ username: "loner" });
    const lonely = (await bot().post(Routes.userChannels(), { body: { recipient_id: loner.id } })) as {
      id: string;
    };
    expect(
      (await apiError(bot().post(Routes.channelMessages(lonely.id), { body: { content: "x" } }))).code,
    ).toBe(50007);
    fake.world.closedDirectMessages.add(user.id);
    expect(
      (await apiError(bot().post(Routes.channelMessages(opened.id), { body: { content: "x" } }))).code,
    ).toBe(50007);
    expect(
      (await apiError(bot().post(Routes.userChannels(), { body: { recipient_id: "123456789012345678" } })))
        .code,
    ).toBe(50033);
    expect(fake.world.messages).toHaveLength(1);
  });
});
