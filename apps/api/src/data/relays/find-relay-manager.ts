import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, communities, communityAdmins } from "../../db/schema.js";
import type { Community } from "../communities/find-administered-community.js";

/** Who typed a bot command, as the API knows them in the server's community. */
export type RelayManager =
  | { outcome: "manager"; community: Community; accountId: string }
  /** No community is set up for the server. */
  | { outcome: "no_community" }
  /** The Discord user has no Chartbot account linked to it. */
  | { outcome: "not_linked" }
  /** Their account does not manage the community (no Manage Server, as Discord last said). */
  | { outcome: "not_manager" };

/**
 * The community of the server and the account of the Discord user who typed a `relay` command, when that
 * account manages it: the same rows (`community_admins`, from Discord's Manage Server) that let the dashboard
 * manage it.
 */
export async function findRelayManager(
  db: Db,
  guildId: string,
  discordUserId: string,
): Promise<RelayManager> {
  const [community] = await db.select().from(communities).where(eq(communities.guildId, guildId));
  if (!community) return { outcome: "no_community" };
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.discordUserId, discordUserId));
  if (!account) return { outcome: "not_linked" };
  const [admin] = await db
    .select({ accountId: communityAdmins.accountId })
    .from(communityAdmins)
    .where(and(eq(communityAdmins.communityId, community.id), eq(communityAdmins.accountId, account.id)));
  if (!admin) return { outcome: "not_manager" };
  return { outcome: "manager", community, accountId: account.id };
}
