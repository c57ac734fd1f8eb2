import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { alerts } from "../../db/schema.js";
import type { Actor } from "../communities/audit-log.js";
import { alertUndeliveredCause } from "../notices/account-notices.js";
import { resolveNotices } from "../notices/notices.js";
import { recordChannelAlertChange } from "./audited-channel-alert.js";

const deleteOwnAlert = preparedStatement((db) =>
  db
    .delete(alerts)
    .where(and(eq(alerts.id, sql.placeholder("alertId")), eq(alerts.accountId, sql.placeholder("accountId"))))
    .returning()
    .prepare("alert_delete"),
);

/**
 * Deletes one of the account's alerts; false when it has no alert with this id. A channel alert's deletion is
 * recorded in its community's audit log, and its open `alert_undelivered` notice resolved, in the same transaction.
 */
export async function deleteAlert(db: Db, actor: Actor, alertId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await deleteOwnAlert(tx, { accountId: actor.accountId, alertId });
    if (!deleted) return false;
    await recordChannelAlertChange(tx, actor, deleted, null);
    await resolveNotices(tx, alertUndeliveredCause(alertId));
    return true;
  });
}
