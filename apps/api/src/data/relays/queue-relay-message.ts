import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { relayMessages, relays } from "../../db/schema.js";

/** A message read and resolved, to queue for the bot. */
export interface ParsedRelayMessage {
  content: string;
  tickerInput: string | null;
  symbolId: string | null;
  chart: string | null;
  role: string | null;
}

/** Queues a message of the relay for the bot's feed and marks the relay used at `now`. */
export async function queueRelayMessage(
  db: Db,
  relayId: string,
  message: ParsedRelayMessage,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(relayMessages).values({ relayId, ...message, receivedAt: now });
    await tx.update(relays).set({ lastUsedAt: now }).where(eq(relays.id, relayId));
  });
}
