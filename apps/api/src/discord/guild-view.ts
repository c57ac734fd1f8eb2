import type {
  BotPermissionWarning,
  DiscordChannel,
  DiscordPermission,
  DiscordRole,
} from "@chartbot/contracts/discord";
import { AppError } from "../errors.js";
import { basePermissions, channelPermissions, hasAll, missingPermissionWarnings } from "./bot-permissions.js";
import type { DiscordGuildChannel, DiscordGuildRole } from "./discord-bot.js";

/** How long a server's channels, roles and the bot's roles are reused before Discord is asked again. */
export const GUILD_CACHE_MS = 60_000;

/** A server as the bot sees it: what the channel and role pickers, the warnings and the validation read. */
export interface GuildView {
  guildId: string;
  channels: DiscordGuildChannel[];
  roles: DiscordGuildRole[];
  bot: { id: string; roles: string[] };
}

const CHANNEL_TYPES: Record<number, DiscordChannel["type"]> = {
  0: "text",
  2: "voice",
  5: "announcement",
  13: "stage",
  15: "forum",
};
const CATEGORY = 4;
/** The channel types Chartbot posts in: scheduled posts and channel alerts go only there. */
const POSTABLE = new Set<DiscordChannel["type"]>(["text", "announcement"]);
const POSTING: readonly DiscordPermission[] = ["VIEW_CHANNEL", "SEND_MESSAGES", "EMBED_LINKS"];

const baseOf = (view: GuildView) => basePermissions(view.guildId, view.roles, view.bot.roles);

/** The server's channels (categories aside), in Discord's order, with what the bot may do in each. */
export function channelsOf(view: GuildView): DiscordChannel[] {
  const base = baseOf(view);
  const categories = new Map(view.channels.filter((c) => c.type === CATEGORY).map((c) => [c.id, c] as const));
  const order = (channel: DiscordGuildChannel) => {
    const parent = channel.parent_id ? categories.get(channel.parent_id) : undefined;
    return [parent ? (parent.position ?? 0) + 1 : 0, channel.position ?? 0] as const;
  };
  return view.channels
    .filter((channel) => channel.type !== CATEGORY)
    .sort((a, b) => {
      const [ca, pa] = order(a);
      const [cb, pb] = order(b);
      return ca - cb || pa - pb || a.id.localeCompare(b.id);
    })
    .map((channel) => {
      const type = CHANNEL_TYPES[channel.type] ?? "other";
      const bits = channelPermissions(
        base,
        view.guildId,
        view.bot.id,
        view.bot.roles,
        channel.permission_overwrites ?? [],
      );
      const name = channel.name ?? channel.id;
      return {
        id: channel.id,
        name,
        type,
        category: (channel.parent_id && categories.get(channel.parent_id)?.name) || null,
        position: channel.position ?? 0,
        botCanPost: POSTABLE.has(type) && hasAll(bits, POSTING),
        warnings: POSTABLE.has(type) ? missingPermissionWarnings(bits, "scheduledPosts", `in #${name}`) : [],
      };
    });
}

/** The server's roles, highest first, with their colours. */
export function rolesOf(view: GuildView): DiscordRole[] {
  return [...view.roles]
    .sort((a, b) => b.position - a.position || a.id.localeCompare(b.id))
    .map((role) => ({
      id: role.id,
      name: role.name,
      color: role.color ? `#${role.color.toString(16).padStart(6, "0")}` : null,
      position: role.position,
      managed: role.managed,
      everyone: role.id === view.guildId,
    }));
}

/**
 * The permissions the bot lacks for its commands in the whole server (its roles and @everyone, before any
 * channel's overrides): a channel can give them back, but by default commands will not answer. Satellites are
 * bots of their own, each asking for what it needs in its own invite.
 */
export function serverWarningsOf(view: GuildView): BotPermissionWarning[] {
  return missingPermissionWarnings(baseOf(view), "commands", "in this server");
}

/** What a scheduled post or a channel alert points at. */
export interface ChannelChoice {
  channelId?: string | null | undefined;
  roleId?: string | null | undefined;
  mentionEveryone?: boolean | undefined;
}

/**
 * Refuses (400 `validation_failed`, naming the field) a channel that is not a text or announcement channel
 * of the server, a role that is not one of its roles, and its @everyone role unless `mentionEveryone` is
 * true. Only the ids given are checked.
 */
export function checkChannelChoiceIn(view: GuildView, choice: ChannelChoice): void {
  if (choice.channelId) {
    const channel = view.channels.find((c) => c.id === choice.channelId);
    if (!channel || channel.type === CATEGORY) {
      throw new AppError("validation_failed", "channelId: this channel is not in the community's server.");
    }
    if (!POSTABLE.has(CHANNEL_TYPES[channel.type] ?? "other")) {
      throw new AppError(
        "validation_failed",
        "channelId: Chartbot posts only in text and announcement channels; pick one of those.",
      );
    }
  }
  if (choice.roleId) {
    if (!view.roles.some((r) => r.id === choice.roleId)) {
      throw new AppError("validation_failed", "roleId: this role is not in the community's server.");
    }
    if (choice.roleId === view.guildId && choice.mentionEveryone !== true) {
      throw new AppError(
        "validation_failed",
        "roleId: @everyone notifies the whole server; choose it explicitly (mentionEveryone: true).",
      );
    }
  }
}
