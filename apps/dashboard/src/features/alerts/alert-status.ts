import type { AlertStatus } from "@chartbot/contracts/alerts";
import type { BadgeProps } from "@chartbot/ui/badge";

/** How each status is named and coloured in the list. */
export const ALERT_STATUS_DISPLAY: Record<AlertStatus, { label: string; tone: BadgeProps["tone"] }> = {
  active: { label: "Active", tone: "positive" },
  paused: { label: "Paused", tone: "neutral" },
  triggered: { label: "Triggered", tone: "new" },
  canceled: { label: "Canceled", tone: "negative" },
  expired: { label: "Expired", tone: "neutral" },
};
