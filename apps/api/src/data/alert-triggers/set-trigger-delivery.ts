import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts, alertTriggers } from "../../db/schema.js";
import { alertUndeliveredCause, alertUndeliveredNotice } from "../notices/account-notices.js";
import { raiseNotice, resolveNotices } from "../notices/notices.js";
import type { AlertTrigger } from "./alert-trigger.js";

/**
 * Records whether the trigger's message reached its destination (and why not); undefined when the alert has
 * no trigger with this key. Sent again, the latest report wins. In the same transaction as the change, a
 * failure raises the alert's `alert_undelivered` notice for its owner and a delivery resolves it. A report
 * that says what the trigger already says changes nothing and notifies nobody (the bot's repeats of one report
 * are one failure), and is answered without a transaction: repeats do not queue behind each other's lock.
 */
export async function setTriggerDelivery(
  db: Db,
  alertId: string,
  triggerKey: string,
  delivery: { status: "delivered" | "failed"; reason: string | null },
): Promise<AlertTrigger | undefined> {
  const failureReason = delivery.status === "failed" ? delivery.reason : null;
  const ofTrigger = and(eq(alertTriggers.alertId, alertId), eq(alertTriggers.triggerKey, triggerKey));
  const [stored] = await db.select().from(alertTriggers).where(ofTrigger);
  if (!stored || (stored.delivery === delivery.status && stored.failureReason === failureReason))
    return stored;
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(alertTriggers)
      .set({ delivery: delivery.status, failureReason })
      .where(
        and(
          ofTrigger,
          sql`(${alertTriggers.delivery}, ${alertTriggers.failureReason}) is distinct from (${delivery.status}, ${failureReason}::text)`,
        ),
      )
      .returning();
    // The same report, made at the same time, changed it first.
    if (!changed) return (await tx.select().from(alertTriggers).where(ofTrigger))[0];
    if (delivery.status === "delivered") {
      await resolveNotices(tx, alertUndeliveredCause(alertId));
      return changed;
    }
    const [alert] = await tx.select().from(alerts).where(eq(alerts.id, alertId));
    if (alert) {
      const failure = { price: changed.price, reason: failureReason, triggeredAt: changed.triggeredAt };
      await raiseNotice(tx, [alert.accountId], alertUndeliveredNotice(alert, failure));
    }
    return changed;
  });
}
