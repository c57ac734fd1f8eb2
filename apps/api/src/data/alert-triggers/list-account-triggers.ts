import type { AlertDeliveryKind, AlertDeliveryStatus } from "@chartbot/contracts/alerts";
import type { Page } from "@chartbot/contracts/paging";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts, alertTriggers } from "../../db/schema.js";
import type { Alert } from "../alerts/alert.js";
import { deliveryKind } from "../alerts/list-alerts-with-counts.js";
import { type PageRequest, readPage } from "../paging.js";
import type { AlertTrigger } from "./alert-trigger.js";

/** Which triggers of the account's history a page holds: all, or those of one alert, status or delivery. */
export interface HistoryFilter {
  alertId?: string | undefined;
  status?: AlertDeliveryStatus | undefined;
  delivery?: AlertDeliveryKind | undefined;
}

/** Triggers newest first by when they fired. */
const byTriggerTime = { createdAt: alertTriggers.triggeredAt, id: alertTriggers.id };

/**
 * A page of every trigger of the account's alerts, newest first, each with its alert as it is now, narrowed by
 * `filter`. The account's alerts are found by `alerts_account_created_idx` and their triggers by
 * `alert_triggers_alert_time_idx`; the page is a top-N sort of those.
 */
export async function listAccountTriggers(
  db: Db,
  accountId: string,
  filter: HistoryFilter,
  page: PageRequest,
): Promise<Page<AlertTrigger & { alert: Alert }>> {
  return readPage(byTriggerTime, page, ({ sortKey, after, orderBy, limit }) =>
    db
      .select({ ...getTableColumns(alertTriggers), alert: getTableColumns(alerts), sortKey })
      .from(alertTriggers)
      .innerJoin(alerts, eq(alerts.id, alertTriggers.alertId))
      .where(
        and(
          eq(alerts.accountId, accountId),
          filter.alertId === undefined ? undefined : eq(alertTriggers.alertId, filter.alertId),
          filter.status === undefined ? undefined : eq(alertTriggers.delivery, filter.status),
          filter.delivery === undefined ? undefined : sql`${deliveryKind} = ${filter.delivery}`,
          after,
        ),
      )
      .orderBy(...orderBy)
      .limit(limit),
  );
}
