import {
  type BotFeature,
  type BotPermissionWarning,
  DISCORD_PERMISSIONS,
  type DiscordPermission,
  FEATURE_PERMISSIONS,
  PERMISSION_LABELS,
} from "@chartbot/contracts/discord";

/** A role as far as permissions go: its id and its permission bits (Discord's decimal string). */
export interface RoleBits {
  id: string;
  permissions: string;
}

/** A channel permission overwrite: `type` 0 is a role, 1 a member. */
export interface Overwrite {
  id: string;
  type: number;
  allow: string;
  deny: string;
}

/** Every bit set: what ADMINISTRATOR (or owning the server) amounts to. */
const ALL = (1n << 64n) - 1n;
const { ADMINISTRATOR, VIEW_CHANNEL } = DISCORD_PERMISSIONS;

/**
 * A member's server-wide permissions: the @everyone role's (its id is the server's) and those of the member's
 * roles, or everything with ADMINISTRATOR or as the owner
 * (https://discord.com/developers/docs/topics/permissions#permission-overwrites).
 */
export function basePermissions(
  guildId: string,
  roles: readonly RoleBits[],
  memberRoleIds: readonly string[],
  isOwner = false,
): bigint {
  if (isOwner) return ALL;
  const byId = new Map(roles.map((role) => [role.id, BigInt(role.permissions)]));
  let bits = byId.get(guildId) ?? 0n;
  for (const id of memberRoleIds) bits |= byId.get(id) ?? 0n;
  return bits & ADMINISTRATOR ? ALL : bits;
}

/**
 * A member's permissions in a channel, with Discord's algorithm: the base permissions, then the channel's
 * @everyone overwrite, then the overwrites of the member's roles together, then the member's own overwrite.
 * ADMINISTRATOR ignores overwrites; without View Channel nothing else applies in that channel.
 */
export function channelPermissions(
  base: bigint,
  guildId: string,
  memberId: string,
  memberRoleIds: readonly string[],
  overwrites: readonly Overwrite[],
): bigint {
  if (base & ADMINISTRATOR) return ALL;
  let bits = base;
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guildId);
  if (everyone) bits = (bits & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && o.id !== guildId && memberRoleIds.includes(o.id)) {
      allow |= BigInt(o.allow);
      deny |= BigInt(o.deny);
    }
  }
  bits = (bits & ~deny) | allow;
  const own = overwrites.find((o) => o.type === 1 && o.id === memberId);
  if (own) bits = (bits & ~BigInt(own.deny)) | BigInt(own.allow);
  return bits & VIEW_CHANNEL ? bits : 0n;
}

/** Whether `bits` holds every permission named. */
export const hasAll = (bits: bigint, names: readonly DiscordPermission[]): boolean =>
  names.every((name) => (bits & DISCORD_PERMISSIONS[name]) === DISCORD_PERMISSIONS[name]);

const FEATURE_EFFECTS: Record<BotFeature, string> = {
  commands: "commands will not answer",
  scheduledPosts: "scheduled posts will fail",
  roleMentions: "role mentions will not notify anyone",
};

/** A warning for each permission `feature` needs that `bits` lacks; `where` says where (a channel, or the server). */
export function missingPermissionWarnings(
  bits: bigint,
  feature: BotFeature,
  where: string,
): BotPermissionWarning[] {
  return FEATURE_PERMISSIONS[feature]
    .filter((name) => !hasAll(bits, [name]))
    .map((permission) => ({
      permission,
      feature,
      message: `Chartbot lacks ${PERMISSION_LABELS[permission]} ${where}: ${FEATURE_EFFECTS[feature]}. Give its role that permission in Discord.`,
    }));
}
