import type { discordGrants } from "../../db/schema.js";

/**
 * The tokens of a grant Discord gave (its token exchange or refresh answer, `discord/discord-oauth.ts`'s
 * `DiscordTokens`), as a grant row keeps them; `expires_in` in seconds.
 */
export interface DiscordGrantTokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
}

/** The stored grant of an account (tokens still sealed). */
export type DiscordGrantRow = typeof discordGrants.$inferSelect;

/**
 * The authenticated context a grant's token is sealed under: a sealed token copied to another account, or
 * from the access column to the refresh column, does not open.
 */
export function grantSealContext(accountId: string, token: "access" | "refresh"): string {
  return `discord-grant:${accountId}:${token}`;
}
