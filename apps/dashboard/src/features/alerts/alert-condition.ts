import {
  ALERT_CONDITIONS,
  ALERT_PLACEMENTS,
  type Alert,
  type AlertPlacement,
  type AlertWindow,
} from "@chartbot/contracts/alerts";
import { formatLevel } from "@/features/format/format";

/** How each condition is named in the form and the filters: the contract's table of conditions. */
export const PLACEMENT_LABELS: Readonly<Record<AlertPlacement, string>> = Object.fromEntries(
  ALERT_PLACEMENTS.map((placement) => [placement, ALERT_CONDITIONS[placement].label]),
) as Record<AlertPlacement, string>;

/** How each percent-move window is named. */
export const WINDOW_LABELS: Record<AlertWindow, string> = {
  "15m": "15 minutes",
  "1h": "1 hour",
  "4h": "4 hours",
  "24h": "24 hours",
};

/** The alert's condition in words: "Above 65,000", "Crosses 1.05", "Moves 5 % within 24 hours". */
export function describeCondition(alert: Pick<Alert, "placement" | "level" | "percent" | "window">): string {
  if (alert.placement === "percent_move") {
    return `Moves ${alert.percent ?? "?"} % within ${alert.window ? WINDOW_LABELS[alert.window] : "?"}`;
  }
  return `${PLACEMENT_LABELS[alert.placement]} ${alert.level === null ? "?" : formatLevel(alert.level)}`;
}

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
