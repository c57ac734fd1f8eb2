import { randomInt } from "node:crypto";
import { BOT_PERMISSIONS } from "@chartbot/contracts/discord";
import { FakeDiscord, type FakeDiscordAnswer, type World } from "@chartbot/test-servers/fake-discord";
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

/** How the fake Discord fails: every request, or only the look-up of the user a just-issued token belongs to. */
export type DiscordFailure =
  | { every: number | FakeDiscordAnswer }
  | { userLookup: number | FakeDiscordAnswer };

/** Discord failing a sign-in or a link after the user authorized it, in each way the API answers 502. */
export const DISCORD_FAILURES: [string, DiscordFailure][] = [
  ["500", { every: 500 }],
  ["503", { every: 503 }],
  ["a 502 HTML page", { every: { status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" } }],
  ["403", { every: 403 }],
  ["404", { every: 404 }],
  ["a 200 whose body is not JSON", { every: { status: 200, body: '{"access_token": ' } }],
  ["a 200 in HTML", { every: { status: 200, body: "<html></html>", contentType: "text/html" } }],
  ["a 200 without tokens", { every: { status: 200, body: '{"access_token": 1}' } }],
  ["401 to the user look-up", { userLookup: 401 }],
  ["403 to the user look-up", { userLookup: 403 }],
  ["500 to the user look-up", { userLookup: 500 }],
  ["a user look-up whose body is not JSON", { userLookup: { status: 200, body: "{" } }],
];

/** Runs `run` while the fake Discord fails as `failure` says, and puts it right afterwards. */
export async function whileDiscordFails<T>(
  discord: FakeDiscord,
  failure: DiscordFailure,
  run: () => Promise<T>,
): Promise<T> {
  if ("every" in failure) discord.failWith = failure.every;
  else {
    discord.failRequest = (method, route) =>
      method === "GET" && route === "/users/@me" ? failure.userLookup : undefined;
  }
  try {
    return await run();
  } finally {
    discord.failWith = undefined;
    discord.failRequest = undefined;
  }
}
