import { triggerPriceIssue } from "@chartbot/contracts/alert-trigger-price";
import type { AlertStatus } from "@chartbot/contracts/alerts";
import { latestCreationFor } from "@chartbot/contracts/bot";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts, alertTriggers } from "../../db/schema.js";
import type { AlertTrigger } from "./alert-trigger.js";

export type RecordTriggerResult =
  | { outcome: "recorded" | "replayed"; trigger: AlertTrigger; alertStatus: AlertStatus }
  | { outcome: "not_found" }
  | { outcome: "before_creation"; createdAt: Date }
  | { outcome: "not_active"; status: AlertStatus }
  | { outcome: "condition_not_met"; issue: string };

/**
 * Records that the bot saw the alert fire. The alert row is locked for the whole transaction, so reports of
 * one alert run one after another: the same `triggerKey` again finds the trigger recorded and changes
 * nothing (`replayed`). A new trigger cannot be dated before the alert was created (`latestCreationFor`), needs
 * the alert active and unexpired, and a price that meets its condition (`triggerPriceIssue`); a one-shot alert
 * (no cooldown) then becomes `triggered`, a repeating one stays active. Either way `triggered_at` is the latest
 * trigger's time.
 */
export async function recordAlertTrigger(
  db: Db,
  alertId: string,
  report: { triggerKey: string; price: number; triggeredAt: Date },
): Promise<RecordTriggerResult> {
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({
        status: alerts.status,
        cooldownMinutes: alerts.cooldownMinutes,
        expiresAt: alerts.expiresAt,
        createdAt: alerts.createdAt,
        placement: alerts.placement,
        level: alerts.level,
      })
      .from(alerts)
      .where(eq(alerts.id, alertId))
      .for("update");
    if (!alert) return { outcome: "not_found" };
    const [recorded] = await tx
      .select()
      .from(alertTriggers)
      .where(and(eq(alertTriggers.alertId, alertId), eq(alertTriggers.triggerKey, report.triggerKey)));
    if (recorded) return { outcome: "replayed", trigger: recorded, alertStatus: alert.status };
    if (alert.createdAt > latestCreationFor(report.triggeredAt)) {
      return { outcome: "before_creation", createdAt: alert.createdAt };
    }
    // An alert past its expiry that the sweep has not marked yet is not active either.
    const expired = alert.expiresAt !== null && alert.expiresAt.getTime() <= Date.now();
    if (alert.status !== "active" || expired) return { outcome: "not_active", status: alert.status };
    const issue = triggerPriceIssue(alert, report.price);
    if (issue) return { outcome: "condition_not_met", issue };
    const [trigger] = await tx
      .insert(alertTriggers)
      .values({ alertId, ...report })
      .returning();
    if (!trigger) throw new Error("alert trigger insert returned no row");
    const status: AlertStatus = alert.cooldownMinutes === null ? "triggered" : "active";
    const at = report.triggeredAt.toISOString();
    await tx
      .update(alerts)
      .set({
        status,
        triggeredAt: sql`greatest(${alerts.triggeredAt}, ${at}::timestamptz)`,
      })
      .where(eq(alerts.id, alertId));
    return { outcome: "recorded", trigger, alertStatus: status };
  });
}
