import type { UsageMetric } from "@chartbot/contracts/usage";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { usageBuckets } from "../../db/schema.js";

const HOUR_MS = 3_600_000;
/** The start of the UTC hour `at` falls in. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Adds one to a community's `metric` in the hour of `at`: what the API counts as a report arrives. Call it in
 * the transaction that records the report, and only for a report recorded now (not a replay), so nothing is
 * counted twice.
 */
export async function countUsage(db: Db, communityId: string, metric: UsageMetric, at: Date): Promise<void> {
  await db
    .insert(usageBuckets)
    .values({ communityId, hour: hourOf(at), metric, kind: "", count: 1 })
    .onConflictDoUpdate({
      target: [usageBuckets.communityId, usageBuckets.hour, usageBuckets.metric, usageBuckets.kind],
      set: { count: sql`${usageBuckets.count} + 1`, updatedAt: sql`now()` },
    });
}

/** Marks the hour of `at` as one a satellite was up in (a heartbeat came); more heartbeats that hour change nothing. */
export async function markSatelliteUp(
  db: Db,
  communityId: string,
  satelliteId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(usageBuckets)
    .values({ communityId, hour: hourOf(at), metric: "satellite_up", kind: satelliteId, count: 1 })
    .onConflictDoNothing();
}
