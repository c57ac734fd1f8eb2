import type { AlertTrigger as AlertTriggerView } from "@chartbot/contracts/alerts";
import type { alertTriggers } from "../../db/schema.js";

/** A stored trigger of an alert. */
export type AlertTrigger = typeof alertTriggers.$inferSelect;

/** A trigger as the API answers it. */
export function toTriggerView(trigger: AlertTrigger): AlertTriggerView {
  return {
    id: trigger.id,
    price: trigger.price,
    triggeredAt: trigger.triggeredAt.toISOString(),
    delivery: trigger.delivery,
    failureReason: trigger.failureReason,
  };
}
