import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { botGuilds, communities } from "../../db/schema.js";
import type { BotGuildState } from "./record-guild-joined.js";

/**
 * The bot left the server (removed, or the server deleted): records it as absent (a server it never reported
 * too, so the website stops asking Discord) and marks the server's community disconnected from now, unless
 * it already was (its data is deleted after the retention). Sent again, it changes nothing.
 */
export async function recordGuildLeft(db: Db, guildId: string, now = new Date()): Promise<BotGuildState> {
  return db.transaction(async (tx) => {
    const [community] = await tx
      .select({ id: communities.id, name: communities.name })
      .from(communities)
      .where(eq(communities.guildId, guildId));
    await tx
      .insert(botGuilds)
      .values({ guildId, name: community?.name ?? "", leftAt: now, joinedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: botGuilds.guildId,
        set: {
          leftAt: sql`coalesce(${botGuilds.leftAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        },
      });
    if (community) {
      await tx
        .update(communities)
        .set({ disconnectedAt: now, updatedAt: now })
        .where(and(eq(communities.id, community.id), isNull(communities.disconnectedAt)));
    }
    return { guildId, present: false, communityId: community?.id ?? null };
  });
}
