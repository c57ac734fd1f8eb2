import type { UsageBucket } from "@chartbot/contracts/usage";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, usageBuckets } from "../../db/schema.js";

export type RecordUsageReportResult = { outcome: "recorded"; recorded: number } | { outcome: "not_found" };

/**
 * Stores the bot's hourly counts for a server's community. Each bucket is the whole count of its hour, so one
 * reported again replaces the one stored (a retried or repeated report is counted once).
 */
export async function recordUsageReport(
  db: Db,
  guildId: string,
  buckets: readonly UsageBucket[],
): Promise<RecordUsageReportResult> {
  const [community] = await db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.guildId, guildId));
  if (!community) return { outcome: "not_found" };
  await db
    .insert(usageBuckets)
    .values(
      buckets.map((bucket) => ({
        communityId: community.id,
        hour: new Date(bucket.hour),
        metric: bucket.metric,
        kind: bucket.kind,
        count: bucket.count,
      })),
    )
    .onConflictDoUpdate({
      target: [usageBuckets.communityId, usageBuckets.hour, usageBuckets.metric, usageBuckets.kind],
      set: { count: sql`excluded.count`, updatedAt: sql`now()` },
    });
  return { outcome: "recorded", recorded: buckets.length };
}
