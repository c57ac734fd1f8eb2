import { ALERT_PLACEMENTS, type AlertPlacement, alertCondition } from "./alerts.ts";

/**
 * Why an alert cannot have fired at `price` (`price: … is not at or above the alert's level of …`), or null
 * when the price meets its condition or one price cannot tell: each kind's `triggerPrice` rule in the
 * contract's table of conditions (`ALERT_CONDITIONS`).
 */
export function triggerPriceIssue(
  alert: { placement: AlertPlacement; level: number | null },
  price: number,
): string | null {
  const rule = alertCondition(alert.placement).triggerPrice;
  if (rule.kind === "undecided" || alert.level === null || rule.meets(price, alert.level)) return null;
  return `price: ${price} is not ${rule.reads} the alert's level of ${alert.level}, so the alert cannot have fired at it`;
}

/** The kinds of condition a reported price is checked against (`decided`), and those any price may end. */
export const PRICE_CHECKED_PLACEMENTS = ALERT_PLACEMENTS.filter(
  (placement) => alertCondition(placement).triggerPrice.kind === "decided",
);
export const PRICE_UNCHECKED_PLACEMENTS = ALERT_PLACEMENTS.filter(
  (placement) => alertCondition(placement).triggerPrice.kind === "undecided",
);
