import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { communities, communityAdmins, discordGrants } from "../../db/schema.js";
import { refreshAlertHolds } from "../alerts/alert-holds.js";

/** How long the list of servers an account manages is served from `discord_grants.servers`. */
export const SERVERS_CACHE_MS = 5 * 60_000;
/** How old a `community_admins` row may be before Discord is asked again whether it still holds. */
export const ACCESS_RECHECK_MS = 5 * 60_000;

/** A server as cached in `discord_grants.servers`. */
export type CachedServer = NonNullable<typeof discordGrants.$inferSelect.servers>[number];

/** The CDN address of a server's icon, or null without one. */
export const guildIconUrl = (guildId: string, icon: string | null | undefined): string | null =>
  icon ? `https://cdn.discordapp.com/icons/${guildId}/${icon}.png` : null;

/**
 * Makes the account's `community_admins` rows say what Discord said: a fresh row (checked now) for each
 * server it manages that has a community, and none for any other community; its channel alerts' holds follow.
 */
export async function syncAdminRows(db: Db, accountId: string, guildIds: readonly string[], now: Date) {
  await db.transaction(async (tx) => {
    const managed =
      guildIds.length === 0
        ? []
        : await tx
            .select({ id: communities.id })
            .from(communities)
            .where(inArray(communities.guildId, [...guildIds]));
    const ids = managed.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .insert(communityAdmins)
        .values(ids.map((communityId) => ({ communityId, accountId, checkedAt: now })))
        .onConflictDoUpdate({
          target: [communityAdmins.communityId, communityAdmins.accountId],
          set: { checkedAt: now },
        });
    }
    await tx
      .delete(communityAdmins)
      .where(
        and(
          eq(communityAdmins.accountId, accountId),
          ids.length > 0 ? notInArray(communityAdmins.communityId, ids) : undefined,
        ),
      );
    // Channel alerts follow the access: held where it went, given back where it returned.
    await refreshAlertHolds(tx, { accountId }, now);
  });
}

/** Marks the communities of servers the bot left as disconnected (from now), and clears it where it is back. */
export async function recordBotPresence(
  db: Db,
  guildIds: { present: string[]; absent: string[] },
  now: Date,
) {
  if (guildIds.absent.length > 0) {
    await db
      .update(communities)
      .set({ disconnectedAt: now, updatedAt: now })
      .where(and(inArray(communities.guildId, guildIds.absent), isNull(communities.disconnectedAt)));
  }
  if (guildIds.present.length > 0) {
    await db
      .update(communities)
      .set({ disconnectedAt: null, updatedAt: now })
      .where(and(inArray(communities.guildId, guildIds.present), isNotNull(communities.disconnectedAt)));
  }
}

const staleAccess = preparedStatement((db) =>
  db
    .select({ n: sql<number>`1` })
    .from(communityAdmins)
    .where(
      and(
        eq(communityAdmins.accountId, sql.placeholder("accountId")),
        lt(communityAdmins.checkedAt, sql.placeholder("checkedBefore")),
      ),
    )
    .limit(1)
    .prepare("community_admins_stale"),
);

/** Whether any of the account's admin rows was checked before `checkedBefore`. */
export async function hasStaleAccess(db: Db, accountId: string, checkedBefore: Date): Promise<boolean> {
  const [stale] = await staleAccess(db, { accountId, checkedBefore });
  return stale !== undefined;
}

/** The server list cached on the account's grant, when it has a grant. */
export async function cachedServerList(db: Db, accountId: string) {
  const [grant] = await db
    .select({
      servers: discordGrants.servers,
      fetchedAt: discordGrants.serversFetchedAt,
      revokedAt: discordGrants.revokedAt,
    })
    .from(discordGrants)
    .where(eq(discordGrants.accountId, accountId));
  return grant;
}

/** Caches the servers the account manages on its grant, read from Discord at `now`. */
export async function saveServerList(db: Db, accountId: string, servers: CachedServer[], now: Date) {
  await db
    .update(discordGrants)
    .set({ servers, serversFetchedAt: now, updatedAt: now })
    .where(eq(discordGrants.accountId, accountId));
}

/** The communities of these servers, by server id. */
export async function communityIdsByGuild(db: Db, guildIds: readonly string[]): Promise<Map<string, string>> {
  if (guildIds.length === 0) return new Map();
  const rows = await db
    .select({ id: communities.id, guildId: communities.guildId })
    .from(communities)
    .where(inArray(communities.guildId, [...guildIds]));
  return new Map(rows.map((row) => [row.guildId, row.id]));
}

/** Updates the bot's presence in one server of the account's cached list (after a setup found it there). */
export async function setCachedBotPresence(db: Db, accountId: string, guildId: string, botPresent: boolean) {
  const [grant] = await db
    .select({ servers: discordGrants.servers })
    .from(discordGrants)
    .where(eq(discordGrants.accountId, accountId));
  if (!grant?.servers) return;
  await db
    .update(discordGrants)
    .set({ servers: grant.servers.map((s) => (s.id === guildId ? { ...s, botPresent } : s)) })
    .where(eq(discordGrants.accountId, accountId));
}
