import { OPEN_ALERT_STATUSES, type UpdateAlertBody } from "@chartbot/contracts/alerts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import type { Alert } from "./alert.js";

export type SetAlertStatusResult =
  | { outcome: "updated"; alert: Alert }
  | { outcome: "not_found" }
  | { outcome: "not_open"; status: Alert["status"] };

/**
 * Pauses or resumes one of the account's alerts. Only an active or paused alert changes; setting the
 * state it already has is a no-op. A triggered, canceled or expired alert is left as it is.
 */
export async function setAlertStatus(
  db: Db,
  accountId: string,
  alertId: string,
  status: UpdateAlertBody["status"],
): Promise<SetAlertStatusResult> {
  const mine = and(eq(alerts.id, alertId), eq(alerts.accountId, accountId));
  const [alert] = await db
    .update(alerts)
    .set({ status })
    .where(and(mine, inArray(alerts.status, [...OPEN_ALERT_STATUSES])))
    .returning();
  if (alert) return { outcome: "updated", alert };
  const [current] = await db.select({ status: alerts.status }).from(alerts).where(mine);
  return current ? { outcome: "not_open", status: current.status } : { outcome: "not_found" };
}
