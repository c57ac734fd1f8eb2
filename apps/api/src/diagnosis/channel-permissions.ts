import { DISCORD_PERMISSIONS, type DiscordPermission } from "@chartbot/contracts/discord";
import { basePermissions, channelPermissions, type Overwrite } from "../discord/bot-permissions.js";
import type { GuildView } from "../discord/guild-view.js";

/** Where a permission the bot lacks in a channel is taken away. */
export type DeniedBy = "server" | "category" | "channel";

/** A permission the bot lacks in a channel, and where to give it back. */
export interface MissingPermission {
  permission: DiscordPermission;
  deniedBy: DeniedBy;
}

const sameOverwrites = (a: readonly Overwrite[], b: readonly Overwrite[]) => {
  const key = (o: Overwrite) => `${o.type}:${o.id}:${o.allow}:${o.deny}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
};

/**
 * The permissions of `needed` the bot lacks in the channel, with Discord's algorithm
 * (`channelPermissions`), each with where it is taken away: the server (no role of the bot's has it), or an
 * overwrite of the channel, which is the category's when the channel is synced with it (same overwrites), so
 * that is the place to fix it. Without View Channel nothing else applies, so only that one is named.
 */
export function missingChannelPermissions(
  view: GuildView,
  channelId: string,
  needed: readonly DiscordPermission[],
): MissingPermission[] {
  const channel = view.channels.find((c) => c.id === channelId);
  const overwrites = channel?.permission_overwrites ?? [];
  const base = basePermissions(view.guildId, view.roles, view.bot.roles);
  const bits = channelPermissions(base, view.guildId, view.bot.id, view.bot.roles, overwrites);
  const parent = channel?.parent_id ? view.channels.find((c) => c.id === channel.parent_id) : undefined;
  const synced = parent !== undefined && sameOverwrites(overwrites, parent.permission_overwrites ?? []);
  const lacking = needed.filter((name) => (bits & DISCORD_PERMISSIONS[name]) === 0n);
  const named = lacking.includes("VIEW_CHANNEL") ? (["VIEW_CHANNEL"] as const) : lacking;
  return named.map((permission) => ({
    permission,
    deniedBy: (base & DISCORD_PERMISSIONS[permission]) === 0n ? "server" : synced ? "category" : "channel",
  }));
}

/** Whether members (the @everyone role) may use the bot's slash commands in the channel. */
export function everyoneMayUseSlashCommands(view: GuildView, channelId: string): boolean {
  const channel = view.channels.find((c) => c.id === channelId);
  const everyone = view.roles.find((role) => role.id === view.guildId);
  const base = BigInt(everyone?.permissions ?? "0");
  const bits = channelPermissions(base, view.guildId, "", [], channel?.permission_overwrites ?? []);
  return (bits & DISCORD_PERMISSIONS.USE_APPLICATION_COMMANDS) !== 0n;
}
