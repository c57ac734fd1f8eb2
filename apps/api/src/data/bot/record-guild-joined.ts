import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { botGuilds, communities } from "../../db/schema.js";
import { guildIconUrl } from "../discord/servers.js";

/** What the API knows of a server the bot reported: whether the bot is there, and its community if set up. */
export interface BotGuildState {
  guildId: string;
  present: boolean;
  communityId: string | null;
}

/**
 * The bot is in the server (it joined, or its name or icon changed): records it as present and gives the
 * server's community its name and icon, connected again if it had been disconnected (the bot came back
 * within the retention).
 */
export async function recordGuildJoined(
  db: Db,
  guildId: string,
  guild: { name: string; icon: string | null },
  now = new Date(),
): Promise<BotGuildState> {
  return db.transaction(async (tx) => {
    await tx
      .insert(botGuilds)
      .values({ guildId, name: guild.name, icon: guild.icon, joinedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: botGuilds.guildId,
        set: {
          name: guild.name,
          icon: guild.icon,
          // Back after leaving: it joined again now.
          joinedAt: sql`case when ${botGuilds.leftAt} is null then ${botGuilds.joinedAt} else ${now.toISOString()}::timestamptz end`,
          leftAt: null,
          updatedAt: now,
        },
      });
    const [community] = await tx
      .update(communities)
      .set({
        name: guild.name,
        iconUrl: guildIconUrl(guildId, guild.icon),
        disconnectedAt: null,
        updatedAt: now,
      })
      .where(eq(communities.guildId, guildId))
      .returning({ id: communities.id });
    return { guildId, present: true, communityId: community?.id ?? null };
  });
}
