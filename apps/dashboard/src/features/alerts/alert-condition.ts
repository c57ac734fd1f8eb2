import {
  ALERT_CONDITIONS,
  ALERT_PLACEMENTS,
  type Alert,
  type AlertDeliveryKind,
  type AlertPlacement,
  alertCondition,
} from "@chartbot/contracts/alerts";
import { formatLevel } from "@/features/format/format";

/** How each condition is named in the form and the filters: the contract's table of conditions. */
export const PLACEMENT_LABELS: Readonly<Record<AlertPlacement, string>> = Object.fromEntries(
  ALERT_PLACEMENTS.map((placement) => [placement, ALERT_CONDITIONS[placement].label]),
) as Record<AlertPlacement, string>;

/**
 * The alert's condition in words, the contract's for its kind capitalized: "Above 65,000", "Crosses 1.05",
 * "Moves 5 % within 24 hours".
 */
export function describeCondition(alert: Pick<Alert, "placement" | "level" | "percent" | "window">): string {
  const words = alertCondition(alert.placement).words(alert, formatLevel);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How each way of sending an alert is named in the filters, the history and its export. */
export const DELIVERY_KIND_LABELS: Readonly<Record<AlertDeliveryKind, string>> = {
  "direct-message": "Direct message",
  channel: "Channel",
  webhook: "Webhook",
};

/** Whether a kind of condition fires on a schedule (`every`): its period replaces the repeat's cooldown. */
export const onSchedule = (placement: AlertPlacement): boolean => alertCondition(placement).schedule === true;

/** Where the alert is sent, in words (a webhook by its host only: its path holds the secret). */
export function describeDelivery(alert: Pick<Alert, "delivery" | "webhookUrl">): string {
  if (alert.delivery === "webhook") {
    let host = "a webhook";
    try {
      host = new URL(alert.webhookUrl ?? "").host;
    } catch {}
    return `To the webhook at ${host}`;
  }
  return alert.delivery === "channel" ? "Posted in a community channel" : "By direct message";
}
