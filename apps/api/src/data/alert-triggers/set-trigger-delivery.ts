import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alertTriggers } from "../../db/schema.js";
import type { AlertTrigger } from "./alert-trigger.js";

/**
 * Records whether the trigger's message reached its destination (and why not); undefined when the alert has
 * no trigger with this key. Sent again, the latest report wins.
 */
export async function setTriggerDelivery(
  db: Db,
  alertId: string,
  triggerKey: string,
  delivery: { status: "delivered" | "failed"; reason: string | null },
): Promise<AlertTrigger | undefined> {
  const [trigger] = await db
    .update(alertTriggers)
    .set({ delivery: delivery.status, failureReason: delivery.status === "failed" ? delivery.reason : null })
    .where(and(eq(alertTriggers.alertId, alertId), eq(alertTriggers.triggerKey, triggerKey)))
    .returning();
  return trigger;
}
