import { USAGE_RETENTION_DAYS } from "@chartbot/contracts/usage";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { usageBuckets } from "../../db/schema.js";

/** Deletes usage hours older than `USAGE_RETENTION_DAYS` before `now` (no page reads them); returns how many. */
export async function purgeUsage(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - USAGE_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(usageBuckets)
    .where(lt(usageBuckets.hour, cutoff))
    .returning({ hour: usageBuckets.hour });
  return deleted.length;
}
