import { sql } from "drizzle-orm";
import { createBotToken } from "../../src/data/bot-tokens/bot-tokens.js";
import type { Db } from "../../src/db/open-database.js";
import { communities } from "../../src/db/schema.js";

/** The headers of a bot API request with `token`. */
export const botBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new usable bot token's value. */
export async function issueBotToken(db: Db, label = "test bot"): Promise<string> {
  return (await createBotToken(db, label)).token;
}

/**
 * Waits until every stamped change is below the feed's watermark: transaction ids are the whole PostgreSQL
 * server's, so a transaction of another test file's database, open just now, holds this feed back for a moment.
 */
export async function waitForFeedWatermark(db: Db): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await db
      .select({
        ok: sql<boolean>`pg_snapshot_xmin(pg_current_snapshot()) > coalesce(max(${communities.configTxid}), '0'::xid8)`,
      })
      .from(communities);
    if (row?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the feed's watermark never passed the last change");
}
