import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import type { Alert } from "./alert.js";

/** Most alerts one list returns; open alerts are capped far lower, so only old history is cut. */
export const ALERT_LIST_MAX = 500;

/** An account's alerts, newest first. */
export async function listAlerts(db: Db, accountId: string): Promise<Alert[]> {
  return db
    .select()
    .from(alerts)
    .where(eq(alerts.accountId, accountId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(ALERT_LIST_MAX);
}
