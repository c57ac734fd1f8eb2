import { type Alert, OPEN_ALERT_STATUSES } from "@chartbot/contracts/alerts";

/** Alerts that count against the limit and can be paused or resumed. */
export function isOpenAlert(alert: Pick<Alert, "status">): boolean {
  return (OPEN_ALERT_STATUSES as readonly string[]).includes(alert.status);
}
