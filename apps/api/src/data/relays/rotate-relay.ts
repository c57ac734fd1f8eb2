import { RELAY_ROTATION_OVERLAP_HOURS } from "@chartbot/contracts/relays";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { relays } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { auditedRelay, type RelayRow } from "./present-relay.js";
import { generateRelaySecret } from "./relay-secret.js";

const OVERLAP_MS = RELAY_ROTATION_OVERLAP_HOURS * 3_600_000;

/**
 * Gives the community's relay a new secret, answered once. The current secret keeps working until
 * `RELAY_ROTATION_OVERLAP_HOURS` after `now`; a secret from an earlier rotation stops at once. Recorded in the
 * audit log (its rotation time, never a secret). Undefined when the community has no such relay.
 */
export async function rotateRelay(
  db: Db,
  actor: Actor,
  communityId: string,
  relayId: string,
  now = new Date(),
): Promise<{ relay: RelayRow; secret: string } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(relays)
      .where(and(eq(relays.id, relayId), eq(relays.communityId, communityId)))
      .for("update");
    if (!current) return undefined;
    const { secret, hash } = generateRelaySecret();
    const [row] = await tx
      .update(relays)
      .set({
        secretHash: hash,
        previousSecretHash: current.secretHash,
        previousSecretExpiresAt: new Date(now.getTime() + OVERLAP_MS),
        rotatedAt: now,
      })
      .where(eq(relays.id, relayId))
      .returning();
    if (!row) throw new Error("relay update returned no row");
    await recordChanges(tx, actor, communityId, [
      { setting: "relay", subjectId: row.id, before: auditedRelay(current), after: auditedRelay(row) },
    ]);
    return { relay: row, secret };
  });
}
