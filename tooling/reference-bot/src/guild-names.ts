import { DEMO_DISCORD } from "@chartbot/test-servers/fake-discord";
import { type DiscordAccess, discordGet } from "./discord-reads";

/** The demo world's servers the bot is in (Satoshi's Trading Floor, Wall Street Bets Lounge). */
export const DEMO_BOT_GUILD_IDS = [DEMO_DISCORD.guilds.tradingFloor.id, DEMO_DISCORD.guilds.wallStreet.id];

const demoNames = new Map<string, string>(
  Object.values(DEMO_DISCORD.guilds).map((guild) => [guild.id, guild.name]),
);

/** A server's name and icon as Discord would tell the bot. */
export interface GuildFacts {
  name: string;
  icon: string | null;
}

/**
 * Asks the local Discord (`GET /guilds/:id` with the bot's token) for a server's name and icon; when it does
 * not answer, the demo world's name (the same world the sandbox serves), else the id itself.
 */
export async function guildFacts(guildId: string, discord: DiscordAccess | undefined): Promise<GuildFacts> {
  const guild = discord
    ? ((await discordGet(discord, `/guilds/${guildId}`)) as { name?: unknown; icon?: unknown })
    : undefined;
  if (typeof guild?.name === "string" && guild.name.trim() !== "") {
    return { name: guild.name, icon: typeof guild.icon === "string" ? guild.icon : null };
  }
  // The sandbox is not running: the exported demo world has the same names.
  return { name: demoNames.get(guildId) ?? `Server ${guildId}`, icon: null };
}
