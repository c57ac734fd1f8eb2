import { RELAY_MESSAGE_RETENTION_DAYS } from "@chartbot/contracts/relays";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { relayMessages } from "../../db/schema.js";

const DAY_MS = 86_400_000;

/**
 * Deletes relay messages received more than `RELAY_MESSAGE_RETENTION_DAYS` before `now`, posted or not (a message
 * the bot never acknowledged in a week is not worth posting any more); returns how many.
 */
export async function purgeRelayMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RELAY_MESSAGE_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(relayMessages)
    .where(lt(relayMessages.receivedAt, cutoff))
    .returning({ id: relayMessages.id });
  return deleted.length;
}
