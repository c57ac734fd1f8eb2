import type { Db } from "../../db/open-database.js";
import { type Community, findAdministeredCommunity } from "./find-administered-community.js";

/**
 * Locks the community row for the rest of the transaction `tx`, so writes that count a community's
 * satellites, posts or layouts are serialised; undefined when the account does not administer it.
 */
export async function lockAdministeredCommunity(
  tx: Db,
  accountId: string,
  communityId: string,
): Promise<Community | undefined> {
  return findAdministeredCommunity(tx, accountId, communityId, { lock: true });
}
