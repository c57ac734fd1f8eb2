import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";

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

/** The names of the bits set in `permissions` that the product knows, for the authorize page. */
export function permissionNames(permissions: bigint): string[] {
  return Object.entries(DISCORD_PERMISSIONS)
    .filter(([, bit]) => (permissions & bit) !== 0n)
    .map(([name]) => name);
}
