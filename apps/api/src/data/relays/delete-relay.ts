import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { relays } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { communityCauses } from "../notices/community-notices.js";
import { resolveNotices } from "../notices/notices.js";
import { auditedRelay } from "./present-relay.js";

/** Which relay of the community: by id (the dashboard, the public API) or by number (the bot's `relay delete 3`). */
export type RelayKey = { id: string } | { number: number };

/**
 * Deletes the community's relay (its URL stops at once; its messages go with it), recorded in the audit log;
 * false when the community has no such relay. Its `relay_refusing` notices are resolved: it refuses nothing now.
 */
export async function deleteRelay(
  db: Db,
  actor: Actor,
  communityId: string,
  key: RelayKey,
): Promise<boolean> {
  const which: SQL = "id" in key ? eq(relays.id, key.id) : eq(relays.number, key.number);
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(relays)
      .where(and(which, eq(relays.communityId, communityId)))
      .returning();
    if (!deleted) return false;
    await recordChanges(tx, actor, communityId, [
      { setting: "relay", subjectId: deleted.id, before: auditedRelay(deleted), after: null },
    ]);
    await resolveNotices(tx, communityCauses.relayRefusing(deleted.id));
    return true;
  });
}
