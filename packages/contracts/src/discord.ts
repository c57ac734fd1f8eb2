import { z } from "zod";
import { SnowflakeSchema } from "./discord-id.ts";
import { TickerModeSchema } from "./markets.ts";

/**
 * Discord's permission bits the product uses (https://discord.com/developers/docs/topics/permissions), as
 * decimal strings of their bit (Discord sends permissions as strings: they do not fit a 53-bit number).
 */
export const DISCORD_PERMISSIONS = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  USE_EXTERNAL_EMOJIS: 1n << 18n,
  CHANGE_NICKNAME: 1n << 26n,
  MANAGE_ROLES: 1n << 28n,
  MANAGE_WEBHOOKS: 1n << 29n,
  USE_APPLICATION_COMMANDS: 1n << 31n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
} as const;
export type DiscordPermission = keyof typeof DISCORD_PERMISSIONS;

/**
 * What each feature needs the bot to be allowed, in one place: the bot authorization asks for the union
 * (`BOT_PERMISSIONS`), and the pre-flight warnings name the feature a missing permission breaks.
 */
export const FEATURE_PERMISSIONS = {
  commands: [
    "VIEW_CHANNEL",
    "SEND_MESSAGES",
    "SEND_MESSAGES_IN_THREADS",
    "EMBED_LINKS",
    "ATTACH_FILES",
    "READ_MESSAGE_HISTORY",
    "ADD_REACTIONS",
  ],
  scheduledPosts: ["VIEW_CHANNEL", "SEND_MESSAGES", "EMBED_LINKS", "ATTACH_FILES", "MANAGE_WEBHOOKS"],
  roleMentions: ["MENTION_EVERYONE"],
} as const satisfies Record<string, readonly DiscordPermission[]>;
export type BotFeature = keyof typeof FEATURE_PERMISSIONS;

/** The bitfield of `permissions`. */
export function permissionBits(permissions: readonly DiscordPermission[]): bigint {
  return permissions.reduce((bits, name) => bits | DISCORD_PERMISSIONS[name], 0n);
}

/** A permission some feature needs the bot to have. */
export type BotPermission = (typeof FEATURE_PERMISSIONS)[BotFeature][number];

/** Every permission the bot asks for when it is added to a server, each once, in the order features list them. */
export const BOT_PERMISSION_NAMES: readonly BotPermission[] = [
  ...new Set(Object.values(FEATURE_PERMISSIONS).flat()),
];

/** `BOT_PERMISSION_NAMES` as the decimal string Discord's bot authorization expects in `permissions`. */
export const BOT_PERMISSIONS = permissionBits(BOT_PERMISSION_NAMES).toString();

/** How Discord's settings name each permission, for pages that list them. */
export const PERMISSION_LABELS = {
  CREATE_INSTANT_INVITE: "Create Invite",
  KICK_MEMBERS: "Kick Members",
  ADMINISTRATOR: "Administrator",
  MANAGE_CHANNELS: "Manage Channels",
  MANAGE_GUILD: "Manage Server",
  ADD_REACTIONS: "Add Reactions",
  VIEW_CHANNEL: "View Channels",
  SEND_MESSAGES: "Send Messages",
  MANAGE_MESSAGES: "Manage Messages",
  EMBED_LINKS: "Embed Links",
  ATTACH_FILES: "Attach Files",
  READ_MESSAGE_HISTORY: "Read Message History",
  MENTION_EVERYONE: "Mention @everyone, @here and All Roles",
  USE_EXTERNAL_EMOJIS: "Use External Emoji",
  CHANGE_NICKNAME: "Change Nickname",
  MANAGE_ROLES: "Manage Roles",
  MANAGE_WEBHOOKS: "Manage Webhooks",
  USE_APPLICATION_COMMANDS: "Use Application Commands",
  SEND_MESSAGES_IN_THREADS: "Send Messages in Threads",
} as const satisfies Record<DiscordPermission, string>;

/** The OAuth2 scopes of signing in with Discord and of linking it: who the user is, their email, their servers. */
export const DISCORD_USER_SCOPES = ["identify", "email", "guilds"] as const;
/** The OAuth2 scopes of adding the bot to a server. */
export const DISCORD_BOT_SCOPES = ["bot", "applications.commands"] as const;

/**
 * The local Discord sandbox (`tooling/test-servers`, run by `pnpm dev` and `pnpm start`): its address and its demo
 * application's public credentials. The API and the dashboard default to these outside production when no Discord
 * application is configured; the API's production guard refuses them.
 */
export const DISCORD_SANDBOX = {
  apiBaseUrl: "http://127.0.0.1:4100/api",
  authorizeUrl: "http://127.0.0.1:4100/oauth2/authorize",
  clientId: "900000000000000777",
  clientSecret: "chartbot-sandbox-secret",
  botToken: "chartbot-sandbox-bot-token",
} as const;

/**
 * Why `clientId` cannot be a deployed Discord application's client id, or undefined when it can: missing, not a
 * snowflake, a placeholder (all zeros or one digit repeated, like the `000000000000000000` the marketing site
 * once defaulted to) or the local sandbox's demo id. The production configurations of the API, the dashboard
 * and the marketing site refuse such a value (docs/decisions/discord-client-id-guard.md).
 */
export function productionClientIdProblem(clientId: string | undefined): string | undefined {
  const value = clientId?.trim() ?? "";
  if (value === "") return "required in production: the Discord application's client id";
  if (!/^\d{17,20}$/.test(value)) return "must be a Discord application's client id (17 to 20 digits)";
  if (/^(\d)\1+$/.test(value)) return `${value} is a placeholder, not a Discord application's client id`;
  if (value === DISCORD_SANDBOX.clientId)
    return "is the local Discord sandbox's demo id, refused in production";
  return undefined;
}

/**
 * What a satellite bot needs in a server: to show its price as its nickname (Change Nickname), nothing else. Each
 * satellite asks for it in its own invite; Chartbot's own bot does not need it.
 */
export const SATELLITE_PERMISSION_NAMES: readonly DiscordPermission[] = ["CHANGE_NICKNAME"];
/** `SATELLITE_PERMISSION_NAMES` as the decimal string of a satellite's invite. */
export const SATELLITE_PERMISSIONS = permissionBits(SATELLITE_PERMISSION_NAMES).toString();
/** The OAuth2 scope of adding a satellite: a bot with no commands of its own. */
export const SATELLITE_SCOPES = ["bot"] as const;

/**
 * Discord's bot authorization: the authorize URL that adds the application `clientId` as a bot, asking for
 * `permissions` and `scopes` (by default the main bot's: `BOT_PERMISSIONS` and the bot scopes). With `guildId`
 * that server is preselected and locked; `extra` parameters (a code grant's redirect and state) follow.
 */
export function botInviteUrl({
  authorizeUrl,
  clientId,
  permissions = BOT_PERMISSIONS,
  scopes = DISCORD_BOT_SCOPES,
  guildId,
  extra = [],
}: {
  authorizeUrl: string;
  clientId: string;
  permissions?: string;
  scopes?: readonly string[];
  guildId?: string;
  extra?: readonly (readonly [string, string])[];
}): string {
  const query: (readonly [string, string])[] = [
    ["client_id", clientId],
    ["permissions", permissions],
    ["scope", scopes.join(" ")],
    ...(guildId === undefined
      ? []
      : ([
          ["guild_id", guildId],
          ["disable_guild_select", "true"],
        ] as const)),
    ...extra,
  ];
  return `${authorizeUrl}?${query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

/**
 * A satellite's own invite: its application (`applicationId`, the catalogue symbol's id) added as a bot to the
 * community's server, preselected and locked, allowed only `SATELLITE_PERMISSIONS`.
 */
export function satelliteInviteUrl({
  authorizeUrl,
  applicationId,
  guildId,
}: {
  authorizeUrl: string;
  applicationId: string;
  guildId: string;
}): string {
  return botInviteUrl({
    authorizeUrl,
    clientId: applicationId,
    permissions: SATELLITE_PERMISSIONS,
    scopes: SATELLITE_SCOPES,
    guildId,
  });
}

/**
 * Discord's authorize page beside its API: `https://discord.com/api` gives `https://discord.com/oauth2/authorize`
 * (the sandbox's `http://127.0.0.1:4100/api` its own page), whatever API version the base names.
 */
export function authorizeUrlOf(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  return `${url.origin}${url.pathname.replace(/\/api(\/v\d+)?\/?$/, "")}/oauth2/authorize`;
}

/** The Discord account linked to a Chartbot account, as Account Settings shows it. */
export const DiscordLinkSchema = z.object({
  id: z.string().describe("The Discord user id"),
  username: z.string().nullable(),
  status: z
    .enum(["connected", "reconnect_required"])
    .describe("reconnect_required: Discord refused our stored grant (revoked or expired); link again to fix"),
  canUnlink: z.boolean().describe("Whether another sign-in method (a password) remains after unlinking"),
});
export type DiscordLink = z.infer<typeof DiscordLinkSchema>;

/** `POST /api/account/discord` (link or reconnect): the OAuth2 code and the redirect it was issued for. */
export const LinkDiscordBodySchema = z.strictObject({
  code: z.string().min(1).max(512).describe("The authorization code Discord added to the redirect"),
  redirect: z.string().min(1).max(2048).describe("The redirect URI used in the authorize request"),
});
export type LinkDiscordBody = z.input<typeof LinkDiscordBodySchema>;

/** A Discord server the user can manage (owner, Administrator or Manage Server). */
export const DiscordServerSchema = z.object({
  guildId: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  owner: z.boolean().describe("Whether the user owns the server"),
  botPresent: z
    .boolean()
    .describe("Whether Chartbot is in the server (asked of Discord with the bot's token)"),
  communityId: z.uuid().nullable().describe("The community of this server once it is set up"),
});
export type DiscordServer = z.infer<typeof DiscordServerSchema>;

/** `GET /api/discord/servers[?refresh=true]`: the server picker. */
export const DiscordServerListSchema = z.object({
  servers: z.array(DiscordServerSchema).describe("By name"),
  fetchedAt: z.iso
    .datetime()
    .describe("When this list was read from Discord (it is cached for a few minutes)"),
});
export type DiscordServerList = z.infer<typeof DiscordServerListSchema>;

export const DiscordServerListQuerySchema = z.object({
  refresh: z
    .enum(["true", "false"])
    .optional()
    .describe("true reads the list from Discord again instead of the cached one"),
});

/** `POST /api/communities`: the short setup after adding the bot; the community exists from here on. */
export const CreateCommunityBodySchema = z.strictObject({
  guildId: SnowflakeSchema.describe("The server Chartbot was added to"),
  acceptedTermsVersion: z.string().min(1).max(32).describe("Must be the current terms version"),
  tickerMode: TickerModeSchema,
});
export type CreateCommunityBody = z.input<typeof CreateCommunityBodySchema>;

/** A permission the bot lacks, and what it breaks. */
export const BotPermissionWarningSchema = z.object({
  permission: z.string().describe("Discord's name of the permission, e.g. MANAGE_WEBHOOKS"),
  feature: z.string().describe("The feature it breaks, e.g. scheduledPosts"),
  message: z.string().describe("What to tell the server admin"),
});
export type BotPermissionWarning = z.infer<typeof BotPermissionWarningSchema>;

/** A channel of the server, with what the bot may do there. */
export const DiscordChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["text", "announcement", "forum", "voice", "stage", "other"]),
  category: z.string().nullable().describe("The name of the category it sits in"),
  position: z.int(),
  botCanPost: z.boolean().describe("View Channel, Send Messages and Embed Links"),
  warnings: z
    .array(BotPermissionWarningSchema)
    .describe("Permissions the bot lacks here for scheduled posts"),
});
export type DiscordChannel = z.infer<typeof DiscordChannelSchema>;

/** A role of the server. */
export const DiscordRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable().describe("#rrggbb, or null for the default colour"),
  position: z.int(),
  managed: z.boolean().describe("Managed by an integration (a bot's own role): cannot be mentioned usefully"),
  everyone: z
    .boolean()
    .describe("The @everyone role (its id is the server's): mentioned only when chosen explicitly"),
});
export type DiscordRole = z.infer<typeof DiscordRoleSchema>;

/** `GET /api/communities/:id/channels` */
export const DiscordChannelListSchema = z.object({ channels: z.array(DiscordChannelSchema) });
export type DiscordChannelList = z.infer<typeof DiscordChannelListSchema>;

/** `GET /api/communities/:id/roles` */
export const DiscordRoleListSchema = z.object({ roles: z.array(DiscordRoleSchema) });
export type DiscordRoleList = z.infer<typeof DiscordRoleListSchema>;

/** Whether the bot is still in the community's server, and what it lacks there. */
export const CommunityConnectionSchema = z.object({
  status: z.enum(["connected", "disconnected"]),
  disconnectedAt: z.iso.datetime().nullable(),
  deletesAt: z.iso
    .datetime()
    .nullable()
    .describe("When a disconnected community's data is deleted (30 days after it was disconnected)"),
  warnings: z.array(BotPermissionWarningSchema).describe("Server-wide permissions the bot lacks"),
});
export type CommunityConnection = z.infer<typeof CommunityConnectionSchema>;
