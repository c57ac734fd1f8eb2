import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import type { Alert } from "./alert.js";

/** One of the account's alerts; undefined when it has no alert with this id (another account's included). */
export async function findAlert(db: Db, accountId: string, alertId: string): Promise<Alert | undefined> {
  const [alert] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.accountId, accountId)));
  return alert;
}
