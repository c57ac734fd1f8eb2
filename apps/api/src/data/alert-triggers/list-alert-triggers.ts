import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts, alertTriggers } from "../../db/schema.js";
import { type PageRequest, readPage } from "../paging.js";
import type { AlertTrigger } from "./alert-trigger.js";

/** Triggers page newest first by when they fired (`alert_triggers_alert_time_idx`). */
const byTriggerTime = { createdAt: alertTriggers.triggeredAt, id: alertTriggers.id };

/**
 * A page of the history of one of the account's alerts, newest first; undefined when the account has no
 * alert with this id.
 */
export async function listAlertTriggers(db: Db, accountId: string, alertId: string, page: PageRequest) {
  const [alert] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.accountId, accountId)));
  if (!alert) return undefined;
  return readPage<AlertTrigger>(byTriggerTime, page, ({ sortKey, after, orderBy, limit }) =>
    db
      .select({ ...getTableColumns(alertTriggers), sortKey })
      .from(alertTriggers)
      .where(and(eq(alertTriggers.alertId, alertId), after))
      .orderBy(...orderBy)
      .limit(limit),
  );
}

/** The latest trigger of an alert, or null before the first. */
export async function findLatestAlertTrigger(db: Db, alertId: string): Promise<AlertTrigger | null> {
  const [trigger] = await db
    .select()
    .from(alertTriggers)
    .where(eq(alertTriggers.alertId, alertId))
    .orderBy(desc(alertTriggers.triggeredAt), desc(alertTriggers.id))
    .limit(1);
  return trigger ?? null;
}
