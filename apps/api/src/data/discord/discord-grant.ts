import type { discordGrants } from "../../db/schema.js";

/** The stored grant of an account (tokens still sealed). */
export type DiscordGrantRow = typeof discordGrants.$inferSelect;

/**
 * The authenticated context a grant's token is sealed under: a sealed token copied to another account, or
 * from the access column to the refresh column, does not open.
 */
export function grantSealContext(accountId: string, token: "access" | "refresh"): string {
  return `discord-grant:${accountId}:${token}`;
}
