import { getAddon } from "@chartbot/addons";
import { alertCondition, conditionUses } from "@chartbot/contracts/alerts";
import type { CatalogueSymbol } from "@chartbot/symbol-catalogue";
import type { Alert } from "../../data/alerts/alert.js";
import { marketLabel } from "../../data/catalogue-symbols.js";

/** Why no more alerts can be created, and how to get room for more. */
export function alertLimitMessage(limit: number, hasAddon: boolean): string {
  const held = `You already have ${limit} active or paused alerts, the most your plan allows.`;
  if (hasAddon) return `${held} Delete an alert you no longer need to create a new one.`;
  const addon = getAddon("price-alerts")?.name ?? "Price Alerts";
  return `${held} Delete an alert you no longer need, or add ${addon} on the Subscriptions page for more.`;
}

/**
 * Which existing alert a new or edited one duplicates: its condition in the contract's plain words, and for a
 * level the tolerance (`DUPLICATE_LEVEL_TOLERANCE`) that made the two the same.
 */
export function duplicateAlertMessage(existing: Alert, symbol: CatalogueSymbol): string {
  const state = existing.status === "paused" ? "a paused" : "an";
  const condition = alertCondition(existing.placement).plainWords(existing);
  const tolerance = conditionUses(existing.placement, "level") ? ", within 0.1% of this level" : "";
  return `You already have ${state} alert for ${marketLabel(symbol)} ${condition}${tolerance}.`;
}

const CLOSED: Record<Alert["status"], string> = {
  active: "is active",
  paused: "is paused",
  triggered: "has already triggered",
  canceled: "has been canceled",
  expired: "has expired",
};

/** Why an alert that is no longer open cannot be paused or resumed. */
export function notOpenMessage(status: Alert["status"], wanted: "active" | "paused"): string {
  const verb = wanted === "paused" ? "paused" : "resumed";
  return `This alert ${CLOSED[status]}, so it can no longer be ${verb}. Create a new alert instead.`;
}

/** Why an alert that is no longer open cannot be edited. */
export function notEditableMessage(status: Alert["status"]): string {
  return `This alert ${CLOSED[status]}, so it can no longer be edited. Create a new alert instead.`;
}
