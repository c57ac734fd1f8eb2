import type { FastifyInstance } from "fastify";
import { discordBot, discordOAuth } from "../../discord/discord.js";
import type { DiscordGuild } from "../../discord/discord-bot.js";
import type { DiscordUserGuild } from "../../discord/discord-oauth.js";
import { DiscordMissingAccessError, DiscordNotFoundError } from "../../discord/discord-rest.js";
import { withUserToken } from "./user-grant.js";

/** Whether an error of a bot-token call means the bot is not in that server (or the server is gone). */
export const isBotAbsent = (error: unknown): boolean =>
  error instanceof DiscordMissingAccessError || error instanceof DiscordNotFoundError;

/** The server as the bot sees it, or null when the bot is not in it (or it does not exist). */
export async function botGuild(app: FastifyInstance, guildId: string): Promise<DiscordGuild | null> {
  try {
    return await discordBot(app).guild(guildId);
  } catch (error) {
    if (isBotAbsent(error)) return null;
    throw error;
  }
}

/** The servers the account's Discord user is in (`GET /users/@me/guilds` with their grant). */
export function currentUserGuilds(app: FastifyInstance, accountId: string): Promise<DiscordUserGuild[]> {
  return withUserToken(app, accountId, (token) => discordOAuth(app).userGuilds(token));
}
