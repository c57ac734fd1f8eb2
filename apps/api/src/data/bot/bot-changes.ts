import type { BotChanges } from "@chartbot/contracts/bot";
import { asc, sql } from "drizzle-orm";
import { z } from "zod";
import type { Keyring } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { communities } from "../../db/schema.js";
import { assembleBotCommunities } from "./bot-communities.js";
import { type BadCursor, cursorCodec } from "./bot-cursor.js";

const cursors = cursorCodec({ t: z.string().regex(/^\d{1,20}$/), i: z.uuid() });

export type ChangesResult = { outcome: "read"; changes: BotChanges } | BadCursor;

/** Before every change: where a full sync starts. */
const START = { t: "0", i: "00000000-0000-0000-0000-000000000000" };

/**
 * The change feed's page after `cursor` (a full sync from the start without one): the communities whose
 * `config_txid` (stamped by the triggers of migration 0005 on every change the bot reads) comes after the
 * cursor's `(txid, id)`, oldest first, each assembled whole. Only transactions that finished before the oldest
 * one still running are served (`config_txid < pg_snapshot_xmin(pg_current_snapshot())`): a transaction with
 * a smaller id that commits after a larger one is still ahead of the cursor when it becomes visible. One
 * index range scan of at most `limit + 1` rows, then a constant number of batched queries for the page.
 * With nothing new, the cursor comes back unchanged. A cursor this feed did not give out is `bad_cursor`.
 */
export async function readChanges(
  db: Db,
  keyring: Keyring,
  cursor: string | undefined,
  limit: number,
): Promise<ChangesResult> {
  const after = cursor === undefined ? START : cursors.decode(cursor);
  if (!after) return { outcome: "bad_cursor" };
  const rows = await db
    .select()
    .from(communities)
    .where(
      sql`(${communities.configTxid}, ${communities.id}) > (${after.t}::xid8, ${after.i}::uuid)
        and ${communities.configTxid} < pg_snapshot_xmin(pg_current_snapshot())`,
    )
    .orderBy(asc(communities.configTxid), asc(communities.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    outcome: "read",
    changes: {
      communities: await assembleBotCommunities(db, keyring, page),
      cursor: last
        ? cursors.encode({ t: String(last.configTxid), i: last.id })
        : (cursor ?? cursors.encode(START)),
      more: rows.length > limit,
    },
  };
}
