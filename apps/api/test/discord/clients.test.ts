import { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createDiscord, type Discord } from "../../src/discord/discord.js";
import {
  DiscordMissingAccessError,
  DiscordNotFoundError,
  DiscordUnauthorizedError,
} from "../../src/discord/discord-rest.js";
import { AppError } from "../../src/errors.js";
import { TEST_DISCORD_CLIENT } from "../support/test-app.js";

let discord: FakeDiscord;
let clients: Discord;
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env }).discord;

beforeAll(async () => {
  discord = await new FakeDiscord(TEST_DISCORD_CLIENT).start();
  clients = createDiscord(config(discord.env));
});
afterAll(() => discord?.stop());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the bot client", () => {
  it("reads a server the bot is in, its channels, roles and the bot's member; its own id", async () => {
    const owner = discord.world.addUser({ username: "owner" });
    const guild = discord.world.addGuild({ name: "Bot's home", ownerId: owner.id });
    discord.world.addChannel(guild.id, { name: "charts" });
    discord.world.addBot(guild.id, "2048");
    const bot = clients.bot;
    if (!bot) throw new Error("bot client missing");
    expect(await bot.guild(guild.id)).toMatchObject({ id: guild.id, name: "Bot's home" });
    expect((await bot.channels(guild.id)).map((channel) => channel.name)).toEqual(["charts"]);
    const roles = await bot.roles(guild.id);
    expect(roles.map((role) => role.id)).toContain(guild.id);
    const botId = await bot.botUserId();
    expect((await bot.member(guild.id, botId)).roles).toHaveLength(1);
    // Its requests carry the bot's token, under /api/v10.
    expect(discord.requests.at(-1)?.url).toMatch(/^\/api\/v10\/guilds\//);
  });

  it("waits out its own limit of 50 requests a second instead of failing a burst", async () => {
    const owner = discord.world.addUser({ username: "burst" });
    const guild = discord.world.addGuild({ name: "Busy", ownerId: owner.id });
    discord.world.addBot(guild.id, "2048");
    // A fresh client: its global limiter starts empty.
    const bot = createDiscord(config(discord.env)).bot;
    const reads = await Promise.allSettled(Array.from({ length: 60 }, () => bot?.guild(guild.id)));
    expect(reads.filter((read) => read.status === "rejected")).toEqual([]);
  });

  it("says Missing Access (403) for a server without the bot and Unknown Guild (404) for a deleted one", async () => {
    const owner = discord.world.addUser({ username: "owner2" });
    const guild = discord.world.addGuild({ name: "No bot", ownerId: owner.id });
    const bot = clients.bot;
    expect(await failure(bot?.guild(guild.id) as Promise<unknown>)).toBeInstanceOf(DiscordMissingAccessError);
    discord.world.deleteGuild(guild.id);
    expect(await failure(bot?.guild(guild.id) as Promise<unknown>)).toBeInstanceOf(DiscordNotFoundError);
  });

  it("says Unauthorized (401) for a wrong bot token, and stays usable after it", async () => {
    const wrong = createDiscord(config({ ...discord.env, DISCORD_BOT_TOKEN: "not-the-token" }));
    expect(await failure(wrong.bot?.botUserId() as Promise<unknown>)).toBeInstanceOf(
      DiscordUnauthorizedError,
    );
    expect(await failure(wrong.bot?.botUserId() as Promise<unknown>)).toBeInstanceOf(
      DiscordUnauthorizedError,
    );
  });

  it("turns Discord's 429 into discord_rate_limited with its wait, without waiting", async () => {
    discord.rateLimit(/^\/guilds\/[^/]+\/roles$/, { retryAfterSeconds: 30 });
    const started = Date.now();
    const error = await failure(clients.bot?.roles("1300000000000000001") as Promise<unknown>);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "discord_rate_limited", retryAfterSeconds: 30 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("turns an outage (5xx, retried once) into discord_unreachable", async () => {
    discord.failWith = 502;
    const before = discord.requests.length;
    try {
      const error = await failure(clients.bot?.guild("1300000000000000002") as Promise<unknown>);
      expect(error).toMatchObject({ code: "discord_unreachable", status: 502 });
      expect(discord.requests.length - before).toBe(2);
    } finally {
      discord.failWith = undefined;
    }
  });

  it("is not there without a bot token, nor the OAuth2 client without client credentials", () => {
    const bare = createDiscord(config({}));
    expect(bare).toEqual({ oauth: undefined, bot: undefined });
  });
});
