import type { DiscordLink } from "@chartbot/contracts/discord";
import type { Db } from "../../db/open-database.js";
import { findDiscordGrant } from "../discord/user-grant.js";
import type { Account } from "./ensure-account.js";

/**
 * The account's Discord link as Account Settings shows it: `reconnect_required` when Discord refused the
 * stored grant, or there is none (linked before grants were kept); `canUnlink` when another way to sign in
 * remains (a password: identity's `hasPassword`).
 */
export async function discordLinkOf(
  db: Db,
  account: Account,
  canUnlink: boolean,
): Promise<DiscordLink | null> {
  if (!account.discordUserId) return null;
  const grant = await findDiscordGrant(db, account.id);
  return {
    id: account.discordUserId,
    username: account.discordUsername,
    status: grant && !grant.revokedAt ? "connected" : "reconnect_required",
    canUnlink,
  };
}
