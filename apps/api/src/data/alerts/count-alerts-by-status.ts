import { ALERT_STATUSES, type AlertStatus } from "@chartbot/contracts/alerts";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";

/** How many alerts the account has of each status (0 for a status it has none of). */
export async function countAlertsByStatus(db: Db, accountId: string): Promise<Record<AlertStatus, number>> {
  const rows = await db
    .select({ status: alerts.status, n: count() })
    .from(alerts)
    .where(eq(alerts.accountId, accountId))
    .groupBy(alerts.status);
  const counts = Object.fromEntries(ALERT_STATUSES.map((status) => [status, 0])) as Record<
    AlertStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
