import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedSql, preparedStatement } from "../../db/prepared-statement.js";
import { alerts } from "../../db/schema.js";
import type { Actor } from "../communities/audit-log.js";
import { alertUndeliveredCause } from "../notices/account-notices.js";
import { resolveNotices, resolveNoticesSql } from "../notices/notices.js";
import { recordChannelAlertChange } from "./audited-channel-alert.js";

const deleteOwnAlert = preparedStatement((db) =>
  db
    .delete(alerts)
    .where(and(eq(alerts.id, sql.placeholder("alertId")), eq(alerts.accountId, sql.placeholder("accountId"))))
    .returning()
    .prepare("alert_delete"),
);

/** What the one-statement delete found: the alert deleted, or the account's alert in a community (left alone). */
type DeleteOutcome = "deleted" | "in a community";

/**
 * A direct-message or webhook alert of the account (no community: nothing goes to an audit log) deleted with its
 * open `alert_undelivered` notice resolved, in one statement: one round trip, as the alerts list makes
 * (docs/decisions/api-budget-against-bare-select.md). The notice is resolved only when the alert was deleted.
 * The account's alert in a community is left for the transaction that writes its audit-log entry, and said so;
 * another account's id or an unknown one answers no row.
 */
const deleteOwnAlertWithoutCommunity = preparedSql<DeleteOutcome>(
  "alert_delete_without_community",
  sql`with deleted as (
    delete from ${alerts} where ${alerts.id} = ${sql.placeholder("alertId")}
      and ${alerts.accountId} = ${sql.placeholder("accountId")} and ${alerts.communityId} is null
    returning ${alerts.id}),
  resolved as (${resolveNoticesSql(
    sql`${sql.placeholder("cause")}::text`,
    sql`${sql.placeholder("at")}::timestamptz`,
    sql`exists (select 1 from deleted)`,
  )})
  select 'deleted' from deleted
  union all
  select 'in a community' from ${alerts} where ${alerts.id} = ${sql.placeholder("alertId")}
    and ${alerts.accountId} = ${sql.placeholder("accountId")} and ${alerts.communityId} is not null`,
  (rows) => rows.map(([outcome]) => outcome as DeleteOutcome),
);

/**
 * Deletes one of the account's alerts; false when it has no alert with this id. Its open `alert_undelivered`
 * notice is resolved with it, and a community's alert's deletion is recorded in its community's audit log, in
 * the same transaction. An unknown or foreign id costs one statement, as a delete without a community does.
 */
export async function deleteAlert(db: Db, actor: Actor, alertId: string): Promise<boolean> {
  const cause = alertUndeliveredCause(alertId);
  const [outcome] = await deleteOwnAlertWithoutCommunity(db, {
    alertId,
    accountId: actor.accountId,
    cause,
    at: new Date().toISOString(),
  });
  if (outcome !== "in a community") return outcome === "deleted";
  return db.transaction(async (tx) => {
    const [deleted] = await deleteOwnAlert(tx, { accountId: actor.accountId, alertId });
    if (!deleted) return false;
    await recordChannelAlertChange(tx, actor, deleted, null);
    await resolveNotices(tx, cause);
    return true;
  });
}
