import type { ServerResponse } from "node:http";
import type { SandboxApplication } from "./application";
import { jsonBody, type SandboxRequest, sendError, sendJson } from "./http";
import type { FakeDiscordUser, SandboxChannel, SandboxGuild, SandboxMember, SandboxRole } from "./world";

type Caller = { kind: "bot" } | { kind: "user"; userId: string; scopes: string[] } | undefined;

function callerOf(app: SandboxApplication, request: SandboxRequest): Caller {
  const authorization = request.headers.authorization ?? "";
  const [prefix, value = ""] = authorization.split(" ", 2);
  if (prefix === "Bot") return value === app.botToken ? { kind: "bot" } : undefined;
  if (prefix === "Bearer") {
    const grant = app.world.grantOfAccessToken(value);
    return grant ? { kind: "user", userId: grant.userId, scopes: grant.scopes } : undefined;
  }
  return undefined;
}

/** `/users/@me` as Discord describes a user; `email` and `verified` only with the `email` scope. */
export function userJson(user: FakeDiscordUser, scopes: string[]) {
  return {
    id: user.id,
    username: user.username,
    discriminator: "0",
    global_name: user.global_name ?? null,
    avatar: user.avatar ?? null,
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    mfa_enabled: false,
    locale: "en-US",
    premium_type: 0,
    ...(scopes.includes("email") ? { email: user.email ?? null, verified: user.verified ?? false } : {}),
  };
}

function botUserJson(app: SandboxApplication) {
  return {
    id: app.world.bot.id,
    username: app.world.bot.username,
    discriminator: "0000",
    global_name: null,
    avatar: null,
    bot: true,
    public_flags: 0,
    flags: 0,
    mfa_enabled: false,
    verified: true,
    email: null,
  };
}

function roleJson(role: SandboxRole) {
  return {
    id: role.id,
    name: role.name,
    description: null,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: role.hoist,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions,
    managed: role.managed,
    mentionable: role.mentionable,
    flags: 0,
    ...(role.botId ? { tags: { bot_id: role.botId } } : {}),
  };
}

function channelJson(guild: SandboxGuild, channel: SandboxChannel) {
  const base = {
    id: channel.id,
    type: channel.type,
    guild_id: guild.id,
    name: channel.name,
    position: channel.position,
    parent_id: channel.parent_id,
    permission_overwrites: channel.permission_overwrites.map((o) => ({ ...o })),
    flags: 0,
  };
  if (channel.type === 2) return { ...base, bitrate: 64000, user_limit: 0, rtc_region: null, nsfw: false };
  if (channel.type === 4) return base;
  return { ...base, topic: null, nsfw: false, last_message_id: null, rate_limit_per_user: 0 };
}

function guildJson(guild: SandboxGuild) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: guild.roles.map(roleJson),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: "en-US",
    max_video_channel_users: 25,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
  };
}

function memberJson(app: SandboxApplication, member: SandboxMember) {
  const satellite = app.world.satelliteApplication(member.userId);
  const user =
    member.userId === app.world.bot.id
      ? botUserJson(app)
      : satellite
        ? { ...userJson(satellite, []), bot: true }
        : userJson(app.world.users.get(member.userId) ?? { id: member.userId, username: member.userId }, []);
  return {
    user,
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: [...member.roles],
    joined_at: "2026-01-01T00:00:00.000000+00:00",
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}

/** `/users/@me/guilds`: sorted by id, `before`/`after`/`limit` (default and maximum 200). */
function guildList(app: SandboxApplication, request: SandboxRequest, userId: string) {
  const { world } = app;
  const params = request.url.searchParams;
  const limit = Math.min(Math.max(Number(params.get("limit") ?? 200) || 200, 1), 200);
  const after = params.get("after");
  const before = params.get("before");
  const withCounts = params.get("with_counts") === "true";
  return world
    .guildsOf(userId)
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
    .filter((guild) => (after ? BigInt(guild.id) > BigInt(after) : true))
    .filter((guild) => (before ? BigInt(guild.id) < BigInt(before) : true))
    .slice(0, limit)
    .map((guild) => ({
      id: guild.id,
      name: guild.name,
      icon: guild.icon,
      banner: null,
      owner: guild.ownerId === userId,
      permissions: world.basePermissions(guild, userId).toString(),
      features: [],
      ...(withCounts
        ? { approximate_member_count: guild.members.size, approximate_presence_count: guild.members.size }
        : {}),
    }));
}

/** `/guilds/{id}/members`: sorted by user id, `after` and `limit` (default 1, at most 1000), as Discord pages it. */
function memberList(app: SandboxApplication, guild: SandboxGuild, params: URLSearchParams) {
  const limit = Math.min(Math.max(Number(params.get("limit") ?? 1) || 1, 1), 1000);
  const after = BigInt(/^\d+$/.test(params.get("after") ?? "") ? (params.get("after") ?? "0") : "0");
  return [...guild.members.values()]
    .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
    .filter((member) => BigInt(member.userId) > after)
    .slice(0, limit)
    .map((member) => memberJson(app, member));
}

/**
 * The REST API: `/users/@me` and `/users/@me/guilds` for a user's bearer token (or the bot's), the bot's
 * `/guilds/{id}`, `/channels`, `/roles`, `/members` and `/members/{userId}`. Answers 401/403/404 as Discord does.
 */
export function handleRest(app: SandboxApplication, request: SandboxRequest, response: ServerResponse) {
  const { world } = app;
  app.requests.push({ method: request.method, path: request.route, url: request.url.pathname });
  const caller = callerOf(app, request);
  const route = request.route;

  if (route === "/users/@me/channels") return openDirectMessage(app, request, response);

  if (route === "/users/@me" || route === "/users/@me/guilds") {
    if (request.method !== "GET") return sendError(response, "methodNotAllowed");
    if (!caller) return sendError(response, "unauthorized");
    const guilds = route.endsWith("/guilds");
    if (caller.kind === "bot") {
      return guilds
        ? sendJson(response, 200, guildList(app, request, world.bot.id))
        : sendJson(response, 200, botUserJson(app));
    }
    if (!caller.scopes.includes(guilds ? "guilds" : "identify")) return sendError(response, "unauthorized");
    const user = world.users.get(caller.userId);
    if (!user) return sendError(response, "unauthorized");
    return guilds
      ? sendJson(response, 200, guildList(app, request, caller.userId))
      : sendJson(response, 200, userJson(user, caller.scopes));
  }

  const posted = /^\/channels\/(\d+)\/messages$/.exec(route);
  if (posted) return postMessage(app, request, response, posted[1] ?? "");

  const match = /^\/guilds\/(\d+)(?:\/(channels|roles|members)(?:\/(\d+))?)?$/.exec(route);
  if (!match) return sendError(response, "notFound");
  if (request.method !== "GET") return sendError(response, "methodNotAllowed");
  if (caller?.kind !== "bot") return sendError(response, "unauthorized");
  const [, guildId = "", part, memberId] = match;
  const guild = world.guilds.get(guildId);
  if (!guild) return sendError(response, "unknownGuild");
  if (!guild.members.has(world.bot.id)) return sendError(response, "missingAccess");
  if (part === undefined) return sendJson(response, 200, guildJson(guild));
  if (part === "channels") {
    return sendJson(
      response,
      200,
      guild.channels.map((channel) => channelJson(guild, channel)),
    );
  }
  if (part === "roles") return sendJson(response, 200, guild.roles.map(roleJson));
  if (part === "members" && memberId === undefined) {
    return sendJson(response, 200, memberList(app, guild, request.url.searchParams));
  }
  if (part !== "members") return sendError(response, "notFound");
  const member = guild.members.get(memberId ?? "");
  if (!member) return sendError(response, "unknownMember");
  return sendJson(response, 200, memberJson(app, member));
}

/**
 * `POST /users/@me/channels` `{recipient_id}` with the bot's token: the bot's direct message channel with the user
 * (type 1, the same one each time), or Discord's 400 Invalid Recipient(s) for a user it does not know.
 */
function openDirectMessage(app: SandboxApplication, request: SandboxRequest, response: ServerResponse) {
  if (request.method !== "POST") return sendError(response, "methodNotAllowed");
  if (callerOf(app, request)?.kind !== "bot") return sendError(response, "unauthorized");
  let recipientId: unknown;
  try {
    recipientId = jsonBody(request).recipient_id;
  } catch {
    return sendError(response, "invalidFormBody");
  }
  if (typeof recipientId !== "string" || !/^\d+$/.test(recipientId)) {
    return sendError(response, "invalidFormBody");
  }
  const user = app.world.users.get(recipientId);
  if (!user) return sendError(response, "invalidRecipients");
  const id = app.world.openDirectMessage(recipientId);
  sendJson(response, 200, { id, type: 1, last_message_id: null, flags: 0, recipients: [userJson(user, [])] });
}

/**
 * `POST /channels/{id}/messages` with the bot's token: recorded in the world's `messages` (what the bot posted)
 * when the channel is in a server the bot is in, or is its direct message channel with a user who takes its
 * messages; Discord's 404 Unknown Channel, 403 Missing Access, 403 Cannot send messages to this user or 400
 * Invalid Form Body otherwise.
 */
function postMessage(
  app: SandboxApplication,
  request: SandboxRequest,
  response: ServerResponse,
  channelId: string,
) {
  if (request.method !== "POST") return sendError(response, "methodNotAllowed");
  if (callerOf(app, request)?.kind !== "bot") return sendError(response, "unauthorized");
  const recipientId = app.world.directMessageChannels.get(channelId);
  const guild = [...app.world.guilds.values()].find((g) => g.channels.some((c) => c.id === channelId));
  if (recipientId === undefined) {
    if (!guild) return sendError(response, "unknownChannel");
    if (!guild.members.has(app.world.bot.id)) return sendError(response, "missingAccess");
  } else if (!app.world.takesDirectMessages(recipientId)) {
    return sendError(response, "cannotMessageUser");
  }
  let body: Record<string, unknown>;
  try {
    body = jsonBody(request);
  } catch {
    return sendError(response, "invalidFormBody");
  }
  const content = typeof body.content === "string" ? body.content : "";
  const embeds = Array.isArray(body.embeds) ? body.embeds : [];
  if ((content === "" && embeds.length === 0) || content.length > 2000) {
    return sendError(response, "invalidFormBody");
  }
  const message = {
    id: snowflakeOf(app.world.messages.length),
    guildId: guild?.id ?? null,
    ...(recipientId !== undefined && { recipientId }),
    channelId,
    content,
    embeds,
  };
  app.world.messages.push(message);
  sendJson(response, 200, { id: message.id, channel_id: channelId, content, embeds });
}

/** A message id: Discord-shaped, unique in the world. */
const snowflakeOf = (index: number) => String(1_300_000_000_000_000_000n + BigInt(index));
