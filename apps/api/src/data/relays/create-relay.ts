import { LIMITS } from "@chartbot/addons";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, relays } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import {
  COMMUNITY_NOT_FOUND,
  type CommunityNotFound,
  type LimitReached,
} from "../communities/community-refusals.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { auditedRelay, type RelayRow } from "./present-relay.js";
import { generateRelaySecret } from "./relay-secret.js";

export type CreateRelayResult =
  | { outcome: "created"; relay: RelayRow; secret: string }
  | CommunityNotFound
  | LimitReached;

/**
 * Creates a relay for a channel of a community the account administers, numbered after the community's last
 * relay (numbers are never given twice), with a new secret answered once. Refuses more than
 * `LIMITS.relaysPerCommunity` (`limit_reached`) under the community row lock. Recorded in its audit log.
 */
export async function createRelay(
  db: Db,
  actor: Actor,
  communityId: string,
  target: { channelId: string; roleId: string | null; template: string | null },
): Promise<CreateRelayResult> {
  return refusableTransaction<CreateRelayResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId))) {
      return refuse(COMMUNITY_NOT_FOUND);
    }
    const max = LIMITS.relaysPerCommunity;
    const [existing] = await tx
      .select({ n: count() })
      .from(relays)
      .where(eq(relays.communityId, communityId));
    if ((existing?.n ?? 0) >= max) return refuse({ outcome: "limit_reached", max });
    const [numbered] = await tx
      .update(communities)
      .set({ lastRelayNumber: sql`${communities.lastRelayNumber} + 1` })
      .where(eq(communities.id, communityId))
      .returning({ number: communities.lastRelayNumber });
    if (!numbered) throw new Error("community row vanished under its lock");
    const { secret, hash } = generateRelaySecret();
    const [row] = await tx
      .insert(relays)
      .values({ communityId, number: numbered.number, ...target, secretHash: hash })
      .returning();
    if (!row) throw new Error("relay insert returned no row");
    await recordChanges(tx, actor, communityId, [
      { setting: "relay", subjectId: row.id, before: null, after: auditedRelay(row) },
    ]);
    return { outcome: "created", relay: row, secret };
  });
}
