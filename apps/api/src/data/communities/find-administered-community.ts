import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, communityAdmins } from "../../db/schema.js";

export type Community = typeof communities.$inferSelect;

/**
 * The community with this id when the account administers it, otherwise undefined (another account's
 * community looks exactly like one that does not exist), with when Discord last confirmed that access
 * (`checkedAt`). With `lock`, the row stays locked `for update` until the surrounding transaction ends, so
 * checks of a community's limits cannot race each other.
 */
export async function findAdministeredCommunity(
  db: Db,
  accountId: string,
  communityId: string,
  options: { lock?: boolean } = {},
): Promise<(Community & { checkedAt: Date }) | undefined> {
  const query = db
    .select({ community: communities, checkedAt: communityAdmins.checkedAt })
    .from(communities)
    .innerJoin(
      communityAdmins,
      and(eq(communityAdmins.communityId, communities.id), eq(communityAdmins.accountId, accountId)),
    )
    .where(eq(communities.id, communityId));
  const [row] = options.lock ? await query.for("update", { of: communities }) : await query;
  return row && { ...row.community, checkedAt: row.checkedAt };
}
