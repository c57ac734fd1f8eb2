import type { Db } from "../../db/open-database.js";
import { AppError } from "../../errors.js";
import { type Community, findAdministeredCommunity } from "./find-administered-community.js";

/**
 * Locks the community row for the rest of the transaction `tx`, so writes that count a community's
 * satellites, posts or layouts are serialised; 404 when the account does not administer it.
 */
export async function lockAdministeredCommunity(
  tx: Db,
  accountId: string,
  communityId: string,
): Promise<Community> {
  const community = await findAdministeredCommunity(tx, accountId, communityId, { lock: true });
  if (!community) throw communityNotFound();
  return community;
}

/** The 404 for a community that does not exist or that the caller does not administer. */
export function communityNotFound(): AppError {
  return new AppError("not_found", "No community with this id among the communities you manage.");
}
