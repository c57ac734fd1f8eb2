import { DISCORD_PERMISSIONS, PERMISSION_LABELS } from "@chartbot/contracts/discord";

/** Every permission bit Discord defines today (bits 0 to 50): what an owner or an Administrator has. */
export const ALL_PERMISSIONS = (1n << 51n) - 1n;

const { ADMINISTRATOR, MANAGE_GUILD } = DISCORD_PERMISSIONS;

/** Parses a permissions value as Discord sends it (a decimal string) or as a test writes it. */
export function toBits(value: string | bigint | number | undefined): bigint {
  if (value === undefined || value === "") return 0n;
  return BigInt(value);
}

/** Whether a member with these base permissions (or the owner) may manage the server (add bots, settings). */
export function canManage(permissions: bigint, owner: boolean): boolean {
  return owner || (permissions & (ADMINISTRATOR | MANAGE_GUILD)) !== 0n;
}

/**
 * How Discord's settings name the bits set in `permissions`, for the authorize page; bits the product does not
 * use are summed up as "Other permissions (<bits>)".
 */
export function permissionLabels(permissions: bigint): string[] {
  const known = Object.entries(DISCORD_PERMISSIONS).filter(([, bit]) => (permissions & bit) !== 0n);
  const rest = known.reduce((bits, [, bit]) => bits & ~bit, permissions);
  const labels = known.map(([name]) => PERMISSION_LABELS[name as keyof typeof PERMISSION_LABELS]);
  return rest === 0n ? labels : [...labels, `Other permissions (${rest})`];
}
