import { RELAY_MESSAGES_SHOWN } from "@chartbot/contracts/relays";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { relayMessages, relays } from "../../db/schema.js";
import type { RelayMessageRow, RelayRow } from "./present-relay.js";

/** The community's relays by number, each with its last `RELAY_MESSAGES_SHOWN` messages, newest first. */
export async function listRelays(
  db: Db,
  communityId: string,
): Promise<{ relay: RelayRow; messages: RelayMessageRow[] }[]> {
  const rows = await db
    .select()
    .from(relays)
    .where(eq(relays.communityId, communityId))
    .orderBy(asc(relays.number));
  if (rows.length === 0) return [];
  const ranked = db
    .select({
      id: relayMessages.id,
      rank: sql<number>`row_number() over (partition by ${relayMessages.relayId} order by ${relayMessages.receivedAt} desc, ${relayMessages.sequence} desc)`.as(
        "rank",
      ),
    })
    .from(relayMessages)
    .where(
      inArray(
        relayMessages.relayId,
        rows.map((row) => row.id),
      ),
    )
    .as("ranked");
  const messages = await db
    .select({ message: relayMessages })
    .from(relayMessages)
    .innerJoin(ranked, and(eq(ranked.id, relayMessages.id), sql`${ranked.rank} <= ${RELAY_MESSAGES_SHOWN}`))
    .orderBy(desc(relayMessages.receivedAt), desc(relayMessages.sequence));
  return rows.map((relay) => ({
    relay,
    messages: messages.map((row) => row.message).filter((message) => message.relayId === relay.id),
  }));
}
