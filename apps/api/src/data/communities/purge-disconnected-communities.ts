import { DISCONNECTED_RETENTION_DAYS } from "@chartbot/contracts/communities";
import { and, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities } from "../../db/schema.js";

const DAY_MS = 86_400_000;

/** When a community disconnected at `disconnectedAt` is deleted. */
export const purgeDateOf = (disconnectedAt: Date): Date =>
  new Date(disconnectedAt.getTime() + DISCONNECTED_RETENTION_DAYS * DAY_MS);

/**
 * Deletes the communities disconnected for the retention period (30 days) as of `now`, with everything
 * that belongs to them (satellites, scheduled posts, layouts, channel alerts, admin rows and add-on slot
 * assignments go with the row). Returns the deleted communities' ids and guild ids.
 */
export async function purgeDisconnectedCommunities(
  db: Db,
  now: Date,
): Promise<{ id: string; guildId: string }[]> {
  const cutoff = new Date(now.getTime() - DISCONNECTED_RETENTION_DAYS * DAY_MS);
  return db
    .delete(communities)
    .where(and(isNotNull(communities.disconnectedAt), lte(communities.disconnectedAt, cutoff)))
    .returning({ id: communities.id, guildId: communities.guildId });
}
