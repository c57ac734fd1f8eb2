import { RELAY_MESSAGES_SHOWN } from "@chartbot/contracts/relays";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { relayMessages, relays } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { auditedRelay, type RelayMessageRow, type RelayRow } from "./present-relay.js";

/**
 * Sets the template the community's relay wraps its messages in (null: the text as sent), recorded in the audit
 * log when it changes; the relay with its last messages. Undefined when the community has no such relay.
 */
export async function setRelayTemplate(
  db: Db,
  actor: Actor,
  communityId: string,
  relayId: string,
  template: string | null,
): Promise<{ relay: RelayRow; messages: RelayMessageRow[] } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(relays)
      .where(and(eq(relays.id, relayId), eq(relays.communityId, communityId)))
      .for("update");
    if (!current) return undefined;
    const [row] = await tx.update(relays).set({ template }).where(eq(relays.id, relayId)).returning();
    if (!row) throw new Error("relay update returned no row");
    if (current.template !== template) {
      await recordChanges(tx, actor, communityId, [
        { setting: "relay", subjectId: row.id, before: auditedRelay(current), after: auditedRelay(row) },
      ]);
    }
    const messages = await tx
      .select()
      .from(relayMessages)
      .where(eq(relayMessages.relayId, relayId))
      .orderBy(desc(relayMessages.receivedAt), desc(relayMessages.sequence))
      .limit(RELAY_MESSAGES_SHOWN);
    return { relay: row, messages };
  });
}
