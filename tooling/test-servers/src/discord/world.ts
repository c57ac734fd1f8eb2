import { randomBytes } from "node:crypto";
import { DISCORD_PERMISSIONS, permissionBits } from "@chartbot/contracts/discord";
import { getSymbol } from "@chartbot/symbol-catalogue";
import { ALL_PERMISSIONS, canManage, toBits } from "./permissions";

/** A Discord user as `/users/@me` describes it (the fields the sandbox keeps). */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
  avatar?: string | null;
}

/** Channel types the sandbox serves (Discord's numbers). */
export const ChannelType = {
  text: 0,
  voice: 2,
  category: 4,
  announcement: 5,
} as const;

export interface SandboxOverwrite {
  /** A role id (type 0) or a member's user id (type 1). */
  id: string;
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface SandboxChannel {
  id: string;
  type: number;
  name: string;
  position: number;
  parent_id: string | null;
  permission_overwrites: SandboxOverwrite[];
}

export interface SandboxRole {
  id: string;
  name: string;
  color: number;
  position: number;
  permissions: string;
  managed: boolean;
  mentionable: boolean;
  hoist: boolean;
  /** For the bot's managed role: the bot's user id. */
  botId?: string;
}

export interface SandboxMember {
  userId: string;
  roles: string[];
  nick: string | null;
  /**
   * Permissions the member has beyond its roles' (a sandbox shortcut for "has Manage Server" without inventing
   * a role): part of the base permissions `/users/@me/guilds` reports.
   */
  permissions: string;
}

export interface SandboxGuild {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  roles: SandboxRole[];
  channels: SandboxChannel[];
  members: Map<string, SandboxMember>;
}

/** A message the bot posted in a channel, or in a direct message channel (`POST /channels/{id}/messages`). */
export interface SandboxMessage {
  id: string;
  /** The server of the channel; null for a direct message. */
  guildId: string | null;
  /** Who a direct message went to; undefined for a server's channel. */
  recipientId?: string;
  channelId: string;
  content: string;
  embeds: unknown[];
}

/** One authorization of the application by a user (what a code exchange creates), with its tokens. */
export interface SandboxGrant {
  id: string;
  userId: string;
  scopes: string[];
  refreshToken: string;
  revoked: boolean;
  /** The guild a `bot` scope code added the bot to. */
  guildId?: string;
}

export interface AccessToken {
  grant: SandboxGrant;
  expiresAt: number;
}

export interface PendingCode {
  userId: string;
  scopes: string[];
  /** The redirect_uri the authorize request named; the exchange must name the same (when set). */
  redirectUri?: string;
  guildId?: string;
  /** A user the code brings with it (the old `issueCode` / `discordCodeFor`): added to the world on exchange. */
  user?: FakeDiscordUser;
}

export interface RateLimitRule {
  pattern: string | RegExp;
  method?: string;
  retryAfterSeconds: number;
  times: number;
  global?: boolean;
}

export interface AddGuildInput {
  id?: string;
  name: string;
  ownerId: string;
  icon?: string | null;
  /** The @everyone role's permissions (default: a member's usual ones, without any management right). */
  everyonePermissions?: string | bigint;
  /** Users who are members (the owner always is). */
  memberIds?: string[];
}

export interface AddChannelInput {
  id?: string;
  name: string;
  type?: number;
  position?: number;
  parent_id?: string | null;
  permission_overwrites?: SandboxOverwrite[];
}

export interface AddRoleInput {
  id?: string;
  name: string;
  color?: number;
  position?: number;
  permissions?: string | bigint;
  mentionable?: boolean;
  hoist?: boolean;
}

export interface SetMemberInput {
  /** The member's permissions beyond its roles ("0" takes Manage Server and Administrator away). */
  permissions?: string | bigint;
  /** The member's role ids (replacing the current ones). */
  roles?: string[];
  nick?: string | null;
  /** false: the user leaves the server. */
  present?: boolean;
}

/** What @everyone may do in a new server: read and talk, never manage. */
export const DEFAULT_EVERYONE_PERMISSIONS = permissionBits([
  "CREATE_INSTANT_INVITE",
  "ADD_REACTIONS",
  "VIEW_CHANNEL",
  "SEND_MESSAGES",
  "SEND_MESSAGES_IN_THREADS",
  "EMBED_LINKS",
  "ATTACH_FILES",
  "READ_MESSAGE_HISTORY",
  "USE_EXTERNAL_EMOJIS",
  "CHANGE_NICKNAME",
  "USE_APPLICATION_COMMANDS",
]).toString();

let sequence = 0n;
/** A fresh snowflake-looking id (19 digits), unique in this process. */
export function snowflake(): string {
  sequence += 1n;
  return (1_300_000_000_000_000_000n + BigInt(Date.now()) * 1000n + (sequence % 1000n)).toString();
}

export const token = (bytes = 24) => randomBytes(bytes).toString("base64url");

export class NotFoundError extends Error {}

/**
 * The sandbox's Discord: users, servers with their roles, channels and members, the application's bot and the
 * OAuth2 grants. The HTTP routes read it; tests change it with these methods (or over HTTP, `/_sandbox/...`).
 */
export class World {
  readonly users = new Map<string, FakeDiscordUser>();
  readonly guilds = new Map<string, SandboxGuild>();
  /** What the bot posted, oldest first. */
  readonly messages: SandboxMessage[] = [];
  /** The bot's direct message channels (`POST /users/@me/channels`): channel id -> the user's id. */
  readonly directMessageChannels = new Map<string, string>();
  /** Users who do not take direct messages from the bot (Discord's "Cannot send messages to this user"). */
  readonly closedDirectMessages = new Set<string>();
  readonly codes = new Map<string, PendingCode>();
  readonly usedCodes = new Set<string>();
  readonly grants = new Map<string, SandboxGrant>();
  readonly accessTokens = new Map<string, AccessToken>();
  rateLimits: RateLimitRule[] = [];
  /** How long access tokens live (Discord: a week). */
  tokenLifetimeSeconds = 604_800;
  /** The user the authorize page signs in by default. */
  defaultUserId?: string;

  constructor(
    readonly bot: { id: string; username: string },
    readonly now: () => number = Date.now,
  ) {}

  /** Empties the world (users, servers, grants, rate limits). */
  clear(): void {
    this.users.clear();
    this.guilds.clear();
    this.messages.length = 0;
    this.directMessageChannels.clear();
    this.closedDirectMessages.clear();
    this.codes.clear();
    this.usedCodes.clear();
    this.grants.clear();
    this.accessTokens.clear();
    this.rateLimits = [];
    this.defaultUserId = undefined;
  }

  addUser(user: Partial<FakeDiscordUser> & { username: string }): FakeDiscordUser {
    const added: FakeDiscordUser = { id: user.id ?? snowflake(), ...user };
    this.users.set(added.id, added);
    return added;
  }

  guild(guildId: string): SandboxGuild {
    const guild = this.guilds.get(guildId);
    if (!guild) throw new NotFoundError(`No server ${guildId}`);
    return guild;
  }

  addGuild(input: AddGuildInput): SandboxGuild {
    const id = input.id ?? snowflake();
    const guild: SandboxGuild = {
      id,
      name: input.name,
      icon: input.icon ?? null,
      ownerId: input.ownerId,
      roles: [
        {
          id,
          name: "@everyone",
          color: 0,
          position: 0,
          permissions: toBits(input.everyonePermissions ?? DEFAULT_EVERYONE_PERMISSIONS).toString(),
          managed: false,
          mentionable: false,
          hoist: false,
        },
      ],
      channels: [],
      members: new Map(),
    };
    this.guilds.set(id, guild);
    for (const userId of new Set([input.ownerId, ...(input.memberIds ?? [])])) this.setMember(id, userId, {});
    return guild;
  }

  deleteGuild(guildId: string): void {
    this.guild(guildId);
    this.guilds.delete(guildId);
  }

  /** Adds the user to the server or changes its membership; `{ present: false }` makes it leave. */
  setMember(guildId: string, userId: string, input: SetMemberInput): SandboxMember | undefined {
    const guild = this.guild(guildId);
    if (input.present === false) {
      guild.members.delete(userId);
      return undefined;
    }
    const member = guild.members.get(userId) ?? { userId, roles: [], nick: null, permissions: "0" };
    if (input.permissions !== undefined) member.permissions = toBits(input.permissions).toString();
    if (input.roles !== undefined) {
      const unknown = input.roles.filter((id) => !guild.roles.some((role) => role.id === id));
      if (unknown.length > 0) throw new NotFoundError(`No role ${unknown.join(", ")} in ${guildId}`);
      member.roles = [...input.roles];
    }
    if (input.nick !== undefined) member.nick = input.nick;
    guild.members.set(userId, member);
    return member;
  }

  addChannel(guildId: string, input: AddChannelInput): SandboxChannel {
    const guild = this.guild(guildId);
    const channel: SandboxChannel = {
      id: input.id ?? snowflake(),
      type: input.type ?? ChannelType.text,
      name: input.name,
      position: input.position ?? guild.channels.length,
      parent_id: input.parent_id ?? null,
      permission_overwrites: input.permission_overwrites ?? [],
    };
    guild.channels = [...guild.channels.filter((c) => c.id !== channel.id), channel];
    return channel;
  }

  addRole(guildId: string, input: AddRoleInput): SandboxRole {
    const guild = this.guild(guildId);
    const role: SandboxRole = {
      id: input.id ?? snowflake(),
      name: input.name,
      color: input.color ?? 0,
      position: input.position ?? guild.roles.length,
      permissions: toBits(input.permissions).toString(),
      managed: false,
      mentionable: input.mentionable ?? false,
      hoist: input.hoist ?? false,
    };
    guild.roles = [...guild.roles.filter((r) => r.id !== role.id), role];
    return role;
  }

  botPresent(guildId: string): boolean {
    return this.guilds.get(guildId)?.members.has(this.bot.id) ?? false;
  }

  /**
   * The bot joins the server (or is already there), its managed role "Chartbot" allowed exactly `permissions`.
   * As on Discord, no role is made for "0".
   */
  addBot(guildId: string, permissions: string | bigint, roleId?: string): void {
    this.addApplicationBot(guildId, this.bot, permissions, roleId);
  }

  /**
   * An application's bot (the main bot, or a satellite's) joins the server or is already there, its managed role
   * (named after it) allowed exactly `permissions`; no role for "0".
   */
  addApplicationBot(
    guildId: string,
    bot: { id: string; username: string },
    permissions: string | bigint,
    roleId?: string,
  ): void {
    const guild = this.guild(guildId);
    const bits = toBits(permissions);
    const existing = guild.roles.find((role) => role.botId === bot.id);
    guild.roles = guild.roles.filter((role) => role !== existing);
    const roles: string[] = [];
    if (bits !== 0n) {
      const role: SandboxRole = {
        id: existing?.id ?? roleId ?? snowflake(),
        name: bot.username,
        color: 0,
        position: existing?.position ?? guild.roles.length,
        permissions: bits.toString(),
        managed: true,
        mentionable: false,
        hoist: false,
        botId: bot.id,
      };
      guild.roles.push(role);
      roles.push(role.id);
    }
    const member = guild.members.get(bot.id);
    const otherRoles = (member?.roles ?? []).filter((id) => id !== existing?.id);
    guild.members.set(bot.id, {
      userId: bot.id,
      roles: [...roles, ...otherRoles],
      nick: member?.nick ?? null,
      permissions: "0",
    });
  }

  /** The bot is kicked: it leaves and its managed role goes with it. */
  removeBot(guildId: string): void {
    this.removeApplicationBot(guildId, this.bot.id);
  }

  /** An application's bot (the main bot, or a satellite's) is kicked: it leaves with its managed role. */
  removeApplicationBot(guildId: string, botId: string): void {
    const guild = this.guild(guildId);
    guild.members.delete(botId);
    guild.roles = guild.roles.filter((role) => role.botId !== botId);
  }

  /**
   * The satellite application with this id, if it is one: every catalogue symbol's id is the application (and
   * bot user) id of its price satellite, named after its ticker.
   */
  satelliteApplication(applicationId: string): { id: string; username: string } | undefined {
    const symbol = /^\d{17,20}$/.test(applicationId) ? getSymbol(applicationId) : undefined;
    return symbol ? { id: symbol.id, username: `${symbol.ticker} price` } : undefined;
  }

  /** The satellites' bots that are members of the server, by application id. */
  satelliteMembers(guildId: string): string[] {
    return [...this.guild(guildId).members.keys()].filter((id) => this.satelliteApplication(id));
  }

  /** Changes what the bot's managed role allows (the bot must be in the server). */
  setBotPermissions(guildId: string, permissions: string | bigint): void {
    if (!this.botPresent(guildId)) throw new NotFoundError(`The bot is not in ${guildId}`);
    this.addBot(guildId, permissions);
  }

  /** Every grant of the user is revoked: its tokens answer 401, its refresh token `invalid_grant`. */
  revokeGrants(userId: string): void {
    for (const grant of this.grants.values()) if (grant.userId === userId) grant.revoked = true;
  }

  /** The user's access tokens expire now (their refresh tokens still work). */
  expireTokens(userId: string): void {
    for (const access of this.accessTokens.values()) {
      if (access.grant.userId === userId) access.expiresAt = 0;
    }
  }

  /** The next `times` requests whose route matches `pattern` answer 429 with `Retry-After`. */
  rateLimit(
    pattern: string | RegExp,
    options: { retryAfterSeconds?: number; times?: number; method?: string; global?: boolean } = {},
  ): void {
    this.rateLimits.push({
      pattern,
      method: options.method?.toUpperCase(),
      retryAfterSeconds: options.retryAfterSeconds ?? 1,
      times: options.times ?? 1,
      global: options.global,
    });
  }

  /** Takes one use of the first rate limit matching this request, if any. */
  takeRateLimit(method: string, route: string): RateLimitRule | undefined {
    const rule = this.rateLimits.find(
      (r) => (r.method === undefined || r.method === method) && routeMatches(r.pattern, route),
    );
    if (!rule) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) this.rateLimits = this.rateLimits.filter((r) => r !== rule);
    return rule;
  }

  /** A code for `userId` as if it had authorized the application (the authorize page's work, in-process). */
  issueCodeFor(userId: string, pending: Omit<PendingCode, "userId"> = { scopes: [] }): string {
    const code = token(20);
    this.codes.set(code, { ...pending, userId });
    return code;
  }

  /** A new grant (a successful code exchange) with its first access token. */
  createGrant(pending: PendingCode): { grant: SandboxGrant; accessToken: string } {
    const grant: SandboxGrant = {
      id: token(8),
      userId: pending.userId,
      scopes: pending.scopes,
      refreshToken: token(),
      revoked: false,
      guildId: pending.guildId,
    };
    this.grants.set(grant.id, grant);
    return { grant, accessToken: this.newAccessToken(grant) };
  }

  newAccessToken(grant: SandboxGrant): string {
    const accessToken = token();
    this.accessTokens.set(accessToken, { grant, expiresAt: this.now() + this.tokenLifetimeSeconds * 1000 });
    return accessToken;
  }

  /** The grant of a refresh token still valid. */
  grantOfRefreshToken(refreshToken: string): SandboxGrant | undefined {
    for (const grant of this.grants.values()) {
      if (grant.refreshToken === refreshToken && !grant.revoked) return grant;
    }
    return undefined;
  }

  /** The grant behind a bearer token, unless the token expired or its grant was revoked. */
  grantOfAccessToken(accessToken: string): SandboxGrant | undefined {
    const access = this.accessTokens.get(accessToken);
    if (!access || access.grant.revoked || access.expiresAt <= this.now()) return undefined;
    return access.grant;
  }

  /** The user's base permissions in the server (owner and Administrator: all), as `/users/@me/guilds` says. */
  basePermissions(guild: SandboxGuild, userId: string): bigint {
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    const member = guild.members.get(userId);
    if (!member) return 0n;
    let bits =
      toBits(guild.roles.find((role) => role.id === guild.id)?.permissions) | toBits(member.permissions);
    for (const role of guild.roles) if (member.roles.includes(role.id)) bits |= toBits(role.permissions);
    return (bits & DISCORD_PERMISSIONS.ADMINISTRATOR) !== 0n ? ALL_PERMISSIONS : bits;
  }

  /** The servers the user is a member of. */
  guildsOf(userId: string): SandboxGuild[] {
    return [...this.guilds.values()].filter((guild) => guild.members.has(userId));
  }

  /** The bot's direct message channel with the user: the same one each time, as on Discord. */
  openDirectMessage(userId: string): string {
    for (const [channelId, recipientId] of this.directMessageChannels) {
      if (recipientId === userId) return channelId;
    }
    const channelId = snowflake();
    this.directMessageChannels.set(channelId, userId);
    return channelId;
  }

  /**
   * Whether the bot may message the user directly: as on Discord, only a user who shares a server with the bot
   * and has not closed their direct messages (`closedDirectMessages`).
   */
  takesDirectMessages(userId: string): boolean {
    if (this.closedDirectMessages.has(userId)) return false;
    return this.guildsOf(userId).some((guild) => guild.members.has(this.bot.id));
  }

  /** The servers where the user may add a bot (owner, Administrator or Manage Server). */
  manageableGuilds(userId: string): SandboxGuild[] {
    return this.guildsOf(userId).filter((guild) =>
      canManage(this.basePermissions(guild, userId), guild.ownerId === userId),
    );
  }

  /** The world as JSON, for `GET /_sandbox/state`. */
  snapshot(): unknown {
    return {
      bot: this.bot,
      users: [...this.users.values()],
      guilds: [...this.guilds.values()].map((guild) => ({
        ...guild,
        botPresent: this.botPresent(guild.id),
        members: [...guild.members.values()],
      })),
      grants: [...this.grants.values()].map(({ refreshToken: _, ...grant }) => grant),
      rateLimits: this.rateLimits.map((rule) => ({ ...rule, pattern: String(rule.pattern) })),
    };
  }
}

/**
 * Whether a route (`/users/@me/guilds`, without `/api/v10`) matches a rate-limit pattern: a RegExp, or a path
 * where `*` or `:name` or `{name}` stands for one segment (`/guilds/*\/channels`), or an exact path.
 */
export function routeMatches(pattern: string | RegExp, route: string): boolean {
  if (pattern instanceof RegExp) return pattern.test(route);
  const normalized = pattern.replace(/^\/api(\/v\d+)?/, "");
  const source = normalized
    .split("/")
    .map((segment) =>
      segment === "*" || /^:\w+$/.test(segment) || /^\{\w+\}$/.test(segment)
        ? "[^/]+"
        : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`).test(route);
}
