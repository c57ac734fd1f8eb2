import { inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { botGuilds } from "../../db/schema.js";

/** A server as the bot last reported it. */
export interface ReportedGuild {
  name: string;
  icon: string | null;
  /** The bot is in it (joined or updated, not left since). */
  present: boolean;
}

/** What the bot reported of these servers; servers it never reported are not in the map. */
export async function findReportedGuilds(
  db: Db,
  guildIds: readonly string[],
): Promise<Map<string, ReportedGuild>> {
  if (guildIds.length === 0) return new Map();
  const rows = await db
    .select({
      guildId: botGuilds.guildId,
      name: botGuilds.name,
      icon: botGuilds.icon,
      leftAt: botGuilds.leftAt,
    })
    .from(botGuilds)
    .where(inArray(botGuilds.guildId, [...guildIds]));
  return new Map(
    rows.map((row) => [row.guildId, { name: row.name, icon: row.icon, present: row.leftAt === null }]),
  );
}
