import type { DiscordServer, DiscordServerList } from "@chartbot/contracts/discord";
import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { type Keyring, openSecret } from "../crypto/secret-box.js";
import { findReportedGuilds } from "../data/bot/find-reported-guilds.js";
import type { Community } from "../data/communities/find-administered-community.js";
import { type DiscordGrantRow, grantSealContext } from "../data/discord/discord-grant.js";
import {
  ACCESS_RECHECK_MS,
  type CachedServer,
  cachedServerList,
  communityIdsByGuild,
  guildIconUrl,
  hasStaleAccess,
  recordBotPresence,
  SERVERS_CACHE_MS,
  saveServerList,
  syncAdminRows,
} from "../data/discord/servers.js";
import {
  findDiscordGrant,
  lockDiscordGrant,
  markGrantRevoked,
  saveRefreshedTokens,
} from "../data/discord/user-grant.js";
import type { Db } from "../db/open-database.js";
import { AppError } from "../errors.js";
import type { Discord } from "./discord.js";
import type { DiscordBot, DiscordGuild, DiscordGuildChannel, DiscordGuildRole } from "./discord-bot.js";
import { DiscordGrantRefusedError, type DiscordOAuth, type DiscordUserGuild } from "./discord-oauth.js";
import { DiscordMissingAccessError, DiscordNotFoundError, DiscordUnauthorizedError } from "./discord-rest.js";
import { type ChannelChoice, checkChannelChoiceIn, GUILD_CACHE_MS, type GuildView } from "./guild-view.js";

/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 60_000;

/** Whether an error of a bot-token call means the bot is not in that server (or the server is gone). */
export const isBotAbsent = (error: unknown): boolean =>
  error instanceof DiscordMissingAccessError || error instanceof DiscordNotFoundError;

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

const reconnectRequired = (cause?: unknown) =>
  new AppError("discord_reconnect_required", undefined, { cause });

/** The grant's usable state, or the error that says why there is none. */
function usable(grant: DiscordGrantRow | undefined): DiscordGrantRow {
  if (!grant) throw new AppError("discord_not_linked");
  if (grant.revokedAt) throw reconnectRequired();
  return grant;
}

/** Whether an error says the account has no usable Discord grant (none, or one Discord refused). */
const isNoUsableGrant = (error: unknown) =>
  error instanceof AppError &&
  (error.code === "discord_not_linked" || error.code === "discord_reconnect_required");

/**
 * The API's Discord: its clients (OAuth2 for users, the bot), each account's grant, the servers an account
 * manages and the servers as the bot sees them. Given its clients, the database and the keyring the grants
 * are sealed with; it keeps its own cache of servers (`GUILD_CACHE_MS`). One per app (`app.discord`).
 */
export class DiscordService {
  /** The OAuth2 client, undefined when no client id and secret are configured. */
  readonly oauth: DiscordOAuth | undefined;
  /** The bot client, undefined when no bot token is configured. */
  readonly bot: DiscordBot | undefined;
  private readonly guildViews = new Map<string, { expires: number; view: Promise<GuildView> }>();

  constructor(
    clients: Discord,
    private readonly db: Db,
    private readonly keyring: Keyring,
  ) {
    this.oauth = clients.oauth;
    this.bot = clients.bot;
  }

  /** The OAuth2 client, or 503 `discord_not_configured`. */
  requireOAuth(): DiscordOAuth {
    if (!this.oauth) throw new AppError("discord_not_configured");
    return this.oauth;
  }

  /** The bot client, or 503 `discord_not_configured`. */
  requireBot(): DiscordBot {
    if (!this.bot) throw new AppError("discord_not_configured");
    return this.bot;
  }

  /** The server as the bot sees it, or null when the bot is not in it (or it does not exist). */
  async botGuild(guildId: string): Promise<DiscordGuild | null> {
    try {
      return await this.requireBot().guild(guildId);
    } catch (error) {
      if (isBotAbsent(error)) return null;
      throw error;
    }
  }

  /** The servers the account's Discord user is in (`GET /users/@me/guilds` with their grant). */
  currentUserGuilds(accountId: string): Promise<DiscordUserGuild[]> {
    return this.withUserToken(accountId, (token) => this.requireOAuth().userGuilds(token));
  }

  /**
   * Runs `fn` with a valid Discord access token of the account's grant: refreshed first when it expires
   * within `REFRESH_MARGIN_MS` (the rotated tokens are saved), and refreshed and tried once more when
   * Discord answers 401 anyway. No grant is `discord_not_linked`; a grant Discord refuses (revoked, or the
   * refresh token refused) is marked revoked and is `discord_reconnect_required` until the user links again.
   * Discord's other errors (429, outages) pass through unchanged.
   */
  async withUserToken<T>(accountId: string, fn: (accessToken: string) => Promise<T>): Promise<T> {
    const grant = usable(await findDiscordGrant(this.db, accountId));
    let token = openSecret(this.keyring, grant.accessTokenCiphertext, grantSealContext(accountId, "access"));
    if (grant.expiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS) {
      token = await this.refreshedToken(accountId, token);
    }
    try {
      return await fn(token);
    } catch (error) {
      if (!(error instanceof DiscordUnauthorizedError)) throw error;
    }
    token = await this.refreshedToken(accountId, token);
    try {
      return await fn(token);
    } catch (error) {
      if (!(error instanceof DiscordUnauthorizedError)) throw error;
      await markGrantRevoked(this.db, accountId);
      throw reconnectRequired(error);
    }
  }

  /**
   * A fresh access token for the account, refreshed with its refresh token unless another request has done
   * so since `staleAccessToken` was read. The row is locked meanwhile, so two requests never spend the same
   * refresh token (Discord rotates it: the second would be refused and the grant wrongly look revoked).
   * A refused refresh marks the grant revoked (`discord_reconnect_required`).
   */
  private async refreshedToken(accountId: string, staleAccessToken: string): Promise<string> {
    const oauth = this.requireOAuth();
    const { keyring } = this;
    const outcome = await this.db.transaction(async (tx) => {
      const grant = usable(await lockDiscordGrant(tx, accountId));
      const current = openSecret(keyring, grant.accessTokenCiphertext, grantSealContext(accountId, "access"));
      if (current !== staleAccessToken && grant.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) {
        return { token: current };
      }
      const refreshToken = openSecret(
        keyring,
        grant.refreshTokenCiphertext,
        grantSealContext(accountId, "refresh"),
      );
      try {
        const tokens = await oauth.refresh(refreshToken);
        await saveRefreshedTokens(tx, keyring, accountId, tokens);
        return { token: tokens.access_token };
      } catch (error) {
        if (error instanceof DiscordGrantRefusedError) return { refused: error };
        throw error;
      }
    });
    if ("refused" in outcome) {
      await markGrantRevoked(this.db, accountId);
      throw reconnectRequired(outcome.refused);
    }
    return outcome.token;
  }

  /**
   * The community's server as the bot sees it, cached for `GUILD_CACHE_MS`. A disconnected community, or one
   * whose server the bot is found gone from (Missing Access, Unknown Guild; the community is then marked
   * disconnected), is `community_disconnected` (409).
   */
  async guildView(community: Community): Promise<GuildView> {
    if (community.disconnectedAt) throw new AppError("community_disconnected");
    const now = Date.now();
    const cached = this.guildViews.get(community.guildId);
    if (cached && cached.expires > now) return cached.view;
    const view = this.readGuildView(community.guildId).catch(async (error: unknown) => {
      this.guildViews.delete(community.guildId);
      if (!isBotAbsent(error)) throw error;
      await recordBotPresence(this.db, { present: [], absent: [community.guildId] }, new Date());
      throw new AppError("community_disconnected", undefined, { cause: error });
    });
    this.guildViews.set(community.guildId, { expires: now + GUILD_CACHE_MS, view });
    return view;
  }

  private async readGuildView(guildId: string): Promise<GuildView> {
    const bot = this.requireBot();
    const botId = await bot.botUserId();
    const [channels, roles, member]: [DiscordGuildChannel[], DiscordGuildRole[], { roles: string[] }] =
      await Promise.all([bot.channels(guildId), bot.roles(guildId), bot.member(guildId, botId)]);
    return { guildId, channels, roles, bot: { id: botId, roles: member.roles } };
  }

  /**
   * Refuses (400 `validation_failed`, naming the field) a channel that is not a text or announcement channel
   * of the community's server, a role that is not one of its roles, and its @everyone role unless
   * `mentionEveryone` is true. Only the ids given are checked.
   */
  async checkChannelChoice(community: Community, choice: ChannelChoice): Promise<void> {
    if (!choice.channelId && !choice.roleId) return;
    checkChannelChoiceIn(await this.guildView(community), choice);
  }

  /**
   * Whether the bot is in each server: as the bot last reported it (joined, updated or left), and only for
   * servers it never reported, as Discord answers the bot's token.
   */
  private async botPresenceIn(guildIds: readonly string[]): Promise<boolean[]> {
    const reported = await findReportedGuilds(this.db, guildIds);
    return Promise.all(
      guildIds.map(
        async (guildId) => reported.get(guildId)?.present ?? (await this.botGuild(guildId)) !== null,
      ),
    );
  }

  /** The servers the account manages, each with whether the bot is in it. */
  private async readManageableServers(accountId: string): Promise<CachedServer[]> {
    const guilds = (await this.currentUserGuilds(accountId)).filter(canManage);
    const presence = await this.botPresenceIn(guilds.map((guild) => guild.id));
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
  async refreshServers(
    accountId: string,
    now = new Date(),
  ): Promise<{ servers: CachedServer[]; fetchedAt: Date }> {
    let servers: CachedServer[];
    try {
      servers = await this.readManageableServers(accountId);
    } catch (error) {
      if (isNoUsableGrant(error)) await syncAdminRows(this.db, accountId, [], now);
      throw error;
    }
    await saveServerList(this.db, accountId, servers, now);
    await recordBotPresence(
      this.db,
      {
        present: servers.filter((s) => s.botPresent).map((s) => s.id),
        absent: servers.filter((s) => !s.botPresent).map((s) => s.id),
      },
      now,
    );
    await syncAdminRows(
      this.db,
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
  async recheckAccess(accountId: string, now = new Date()): Promise<void> {
    try {
      await this.refreshServers(accountId, now);
    } catch (error) {
      if (isNoUsableGrant(error)) return;
      throw error;
    }
  }

  /** Re-checks the account's access when any of its admin rows is older than `ACCESS_RECHECK_MS`. */
  async recheckStaleAccess(accountId: string, now = new Date()): Promise<void> {
    if (await hasStaleAccess(this.db, accountId, new Date(now.getTime() - ACCESS_RECHECK_MS))) {
      await this.recheckAccess(accountId, now);
    }
  }

  /**
   * `GET /api/discord/servers`: the cached list while it is younger than `SERVERS_CACHE_MS` (unless
   * `refresh`), otherwise read from Discord again; with each server's community, by name.
   */
  async serverList(accountId: string, options: { refresh?: boolean } = {}): Promise<DiscordServerList> {
    const now = new Date();
    const grant = await cachedServerList(this.db, accountId);
    const fresh =
      grant?.servers &&
      grant.fetchedAt &&
      !grant.revokedAt &&
      !options.refresh &&
      now.getTime() - grant.fetchedAt.getTime() < SERVERS_CACHE_MS;
    const list =
      fresh && grant.servers && grant.fetchedAt
        ? { servers: grant.servers, fetchedAt: grant.fetchedAt }
        : await this.refreshServers(accountId, now);
    const guildIds = list.servers.map((s) => s.id);
    const [communityOf, reported] = await Promise.all([
      communityIdsByGuild(this.db, guildIds),
      // The bot's reports since the list was cached count at once (it joined or left a minute ago).
      findReportedGuilds(this.db, guildIds),
    ]);
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
}
