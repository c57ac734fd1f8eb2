import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, communityAdmins } from "../../db/schema.js";

/** Of these community ids, the communities the account administers (others are left out). */
export async function findAdministeredCommunities(
  db: Db,
  accountId: string,
  communityIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (communityIds.length === 0) return [];
  return db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .innerJoin(communityAdmins, eq(communityAdmins.communityId, communities.id))
    .where(and(eq(communityAdmins.accountId, accountId), inArray(communities.id, [...communityIds])));
}
