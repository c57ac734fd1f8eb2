import { ALERT_STATUSES, type AlertStatus } from "@chartbot/contracts/alerts";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import { effectiveStatusSql } from "./expire-alerts.js";

/**
 * How many alerts the account has of each status as the API shows them (an open alert past its expiry is
 * `expired` before the hourly sweep marks it; 0 for a status it has none of).
 */
export async function countAlertsByStatus(db: Db, accountId: string): Promise<Record<AlertStatus, number>> {
  const rows = await db
    .select({ status: effectiveStatusSql, n: count() })
    .from(alerts)
    .where(eq(alerts.accountId, accountId))
    // By position: the status expression's parameters would be numbered apart in a repeated expression.
    .groupBy(sql`1`);
  const counts = Object.fromEntries(ALERT_STATUSES.map((status) => [status, 0])) as Record<
    AlertStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
