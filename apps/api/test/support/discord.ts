import { randomInt } from "node:crypto";
import { BOT_PERMISSIONS } from "@chartbot/contracts/discord";
import { FakeDiscord, type World } from "@chartbot/test-servers/fake-discord";
import { TEST_DISCORD_CLIENT } from "./test-app.js";

/** Where the test API sends Discord's answers (the dashboard's one registered redirect). */
export const TEST_REDIRECT = "http://localhost:3001/account/action";

/** A fake Discord for the test API's client: start it, then pass `discord.env` to `createTestApp`. */
export const startFakeDiscord = () => new FakeDiscord(TEST_DISCORD_CLIENT).start();

/** A random Discord snowflake (18 digits). */
export const snowflake = () =>
  `${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}`;

/** A server of the fake Discord with Chartbot in it, one text channel and one role. */
export interface TestServer {
  guildId: string;
  /** A text channel the bot may post in. */
  channelId: string;
  /** A mentionable role. */
  roleId: string;
}

/**
 * Adds a server to the fake Discord: owned by a user of its own unless `ownerId` is given, with a text
 * channel, a role, and the bot with every permission it asks for (unless `bot: false`).
 */
export function addTestServer(
  world: World,
  options: { guildId?: string; name?: string; ownerId?: string; bot?: boolean } = {},
): TestServer {
  const ownerId = options.ownerId ?? world.addUser({ username: `owner-${snowflake()}` }).id;
  const guild = world.addGuild({
    id: options.guildId ?? snowflake(),
    name: options.name ?? "Test Server",
    ownerId,
  });
  const channel = world.addChannel(guild.id, { name: "general" });
  const role = world.addRole(guild.id, { name: "Traders", color: 0x3498db, mentionable: true });
  if (options.bot !== false) world.addBot(guild.id, BOT_PERMISSIONS);
  return { guildId: guild.id, channelId: channel.id, roleId: role.id };
}
