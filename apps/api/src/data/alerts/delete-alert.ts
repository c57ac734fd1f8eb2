import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";

/** Deletes one of the account's alerts; false when it has no alert with this id. */
export async function deleteAlert(db: Db, accountId: string, alertId: string): Promise<boolean> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.accountId, accountId)))
    .returning({ id: alerts.id });
  return deleted.length > 0;
}
