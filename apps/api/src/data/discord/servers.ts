import type { DiscordServer, DiscordServerList } from "@chartbot/contracts/discord";
import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { communities, communityAdmins, discordGrants } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { refreshAlertHolds } from "../alerts/alert-holds.js";
import { findReportedGuilds } from "../bot/find-reported-guilds.js";
import { botGuild, currentUserGuilds } from "./discord-clients.js";

/** How long the list of servers an account manages is served from `discord_grants.servers`. */
export const SERVERS_CACHE_MS = 5 * 60_000;
/** How old a `community_admins` row may be before Discord is asked again whether it still holds. */
export const ACCESS_RECHECK_MS = 5 * 60_000;

/** A server as cached in `discord_grants.servers`. */
export type CachedServer = NonNullable<typeof discordGrants.$inferSelect.servers>[number];

const MANAGES = DISCORD_PERMISSIONS.ADMINISTRATOR | DISCORD_PERMISSIONS.MANAGE_GUILD;

/**
 * Whether a server of `GET /users/@me/guilds` is one the user manages: they own it, or their permissions
 * there (a decimal string: the bits do not fit a JavaScript number) hold Administrator or Manage Server.
 */
export function canManage(guild: { owner?: boolean | undefined; permissions?: string | undefined }): boolean {
  if (guild.owner) return true;
  try {
    return (BigInt(guild.permissions ?? "0") & MANAGES) !== 0n;
  } catch {
    return false;
  }
}

/** The CDN address of a server's icon, or null without one. */
export const guildIconUrl = (guildId: string, icon: string | null | undefined): string | null =>
  icon ? `https://cdn.discordapp.com/icons/${guildId}/${icon}.png` : null;

/**
 * Makes the account's `community_admins` rows say what Discord said: a fresh row (checked now) for each
 * server it manages that has a community, and none for any other community; its channel alerts' holds follow.
 */
async function syncAdminRows(db: Db, accountId: string, guildIds: readonly string[], now: Date) {
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

/**
 * Whether the bot is in each server: as the bot last reported it (joined, updated or left), and only for
 * servers it never reported, as Discord answers the bot's token.
 */
async function botPresenceIn(app: FastifyInstance, guildIds: readonly string[]): Promise<boolean[]> {
  const reported = await findReportedGuilds(app.database.db, guildIds);
  return Promise.all(
    guildIds.map(
      async (guildId) => reported.get(guildId)?.present ?? (await botGuild(app, guildId)) !== null,
    ),
  );
}

/** The servers the account manages, each with whether the bot is in it. */
async function readManageableServers(app: FastifyInstance, accountId: string): Promise<CachedServer[]> {
  const guilds = (await currentUserGuilds(app, accountId)).filter(canManage);
  const presence = await botPresenceIn(
    app,
    guilds.map((guild) => guild.id),
  );
  return guilds.map((guild, index) => ({
    id: guild.id,
    name: guild.name,
    icon: guild.icon ?? null,
    owner: guild.owner === true,
    botPresent: presence[index] === true,
  }));
}

/**
 * Reads from Discord the servers the account manages and whether the bot is in each, caches the list on
 * the grant, syncs the account's admin rows and records the bot's presence on the servers' communities.
 * Without a usable grant (none, or one Discord refused) the account manages nothing: its admin rows go,
 * and `discord_not_linked` / `discord_reconnect_required` is thrown. Discord unreachable or rate limiting
 * throws before anything changes.
 */
export async function refreshServers(
  app: FastifyInstance,
  accountId: string,
  now = new Date(),
): Promise<{ servers: CachedServer[]; fetchedAt: Date }> {
  const { db } = app.database;
  let servers: CachedServer[];
  try {
    servers = await readManageableServers(app, accountId);
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === "discord_not_linked" || error.code === "discord_reconnect_required")
    ) {
      await syncAdminRows(db, accountId, [], now);
    }
    throw error;
  }
  await db
    .update(discordGrants)
    .set({ servers, serversFetchedAt: now, updatedAt: now })
    .where(eq(discordGrants.accountId, accountId));
  await recordBotPresence(
    db,
    {
      present: servers.filter((s) => s.botPresent).map((s) => s.id),
      absent: servers.filter((s) => !s.botPresent).map((s) => s.id),
    },
    now,
  );
  await syncAdminRows(
    db,
    accountId,
    servers.map((s) => s.id),
    now,
  );
  return { servers, fetchedAt: now };
}

/**
 * Asks Discord again which servers the account manages, updating its admin rows. A missing or refused grant
 * means it manages nothing (the rows are gone, nothing is thrown); Discord unreachable is
 * `discord_unreachable` (502) and its rate limit `discord_rate_limited`: access is never granted unchecked.
 */
export async function recheckAccess(
  app: FastifyInstance,
  accountId: string,
  now = new Date(),
): Promise<void> {
  try {
    await refreshServers(app, accountId, now);
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === "discord_not_linked" || error.code === "discord_reconnect_required")
    ) {
      return;
    }
    throw error;
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

/** Re-checks the account's access when any of its admin rows is older than `ACCESS_RECHECK_MS`. */
export async function recheckStaleAccess(app: FastifyInstance, accountId: string, now = new Date()) {
  const [stale] = await staleAccess(app.database.db, {
    accountId,
    checkedBefore: new Date(now.getTime() - ACCESS_RECHECK_MS),
  });
  if (stale) await recheckAccess(app, accountId, now);
}

/**
 * `GET /api/discord/servers`: the cached list while it is younger than `SERVERS_CACHE_MS` (unless
 * `refresh`), otherwise read from Discord again; with each server's community, by name.
 */
export async function serverList(
  app: FastifyInstance,
  accountId: string,
  options: { refresh?: boolean } = {},
): Promise<DiscordServerList> {
  const { db } = app.database;
  const now = new Date();
  const [grant] = await db
    .select({
      servers: discordGrants.servers,
      fetchedAt: discordGrants.serversFetchedAt,
      revokedAt: discordGrants.revokedAt,
    })
    .from(discordGrants)
    .where(eq(discordGrants.accountId, accountId));
  const fresh =
    grant?.servers &&
    grant.fetchedAt &&
    !grant.revokedAt &&
    !options.refresh &&
    now.getTime() - grant.fetchedAt.getTime() < SERVERS_CACHE_MS;
  const list =
    fresh && grant.servers && grant.fetchedAt
      ? { servers: grant.servers, fetchedAt: grant.fetchedAt }
      : await refreshServers(app, accountId, now);
  const guildIds = list.servers.map((s) => s.id);
  const [rows, reported] = await Promise.all([
    guildIds.length === 0
      ? []
      : db
          .select({ id: communities.id, guildId: communities.guildId })
          .from(communities)
          .where(inArray(communities.guildId, guildIds)),
    // The bot's reports since the list was cached count at once (it joined or left a minute ago).
    findReportedGuilds(db, guildIds),
  ]);
  const communityOf = new Map(rows.map((row) => [row.guildId, row.id]));
  const servers: DiscordServer[] = list.servers
    .map((server) => ({
      guildId: server.id,
      name: server.name,
      iconUrl: guildIconUrl(server.id, server.icon),
      owner: server.owner,
      botPresent: reported.get(server.id)?.present ?? server.botPresent,
      communityId: communityOf.get(server.id) ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.guildId.localeCompare(b.guildId));
  return { servers, fetchedAt: list.fetchedAt.toISOString() };
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
