import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { alerts } from "../../db/schema.js";

const deleteOwnAlert = preparedStatement((db) =>
  db
    .delete(alerts)
    .where(and(eq(alerts.id, sql.placeholder("alertId")), eq(alerts.accountId, sql.placeholder("accountId"))))
    .returning({ id: alerts.id })
    .prepare("alert_delete"),
);

/** Deletes one of the account's alerts; false when it has no alert with this id. */
export async function deleteAlert(db: Db, accountId: string, alertId: string): Promise<boolean> {
  const deleted = await deleteOwnAlert(db, { accountId, alertId });
  return deleted.length > 0;
}
