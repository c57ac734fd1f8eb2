import type { DiscordLink } from "@chartbot/contracts/discord";
import type { UserRecord } from "firebase-admin/auth";
import type { Db } from "../../db/open-database.js";
import { findDiscordGrant } from "../discord/user-grant.js";
import type { Account } from "./ensure-account.js";

/** Whether the Firebase user can sign in with a password (so Discord is not their only way in). */
export const hasPassword = (user: UserRecord) =>
  user.providerData.some((provider) => provider.providerId === "password");

/**
 * The account's Discord link as Account Settings shows it: `reconnect_required` when Discord refused the
 * stored grant, or there is none (linked before grants were kept); unlinkable when a password remains.
 */
export async function discordLinkOf(db: Db, account: Account, user: UserRecord): Promise<DiscordLink | null> {
  if (!account.discordUserId) return null;
  const grant = await findDiscordGrant(db, account.id);
  return {
    id: account.discordUserId,
    username: account.discordUsername,
    status: grant && !grant.revokedAt ? "connected" : "reconnect_required",
    canUnlink: hasPassword(user),
  };
}
