import type { AlertPlacement } from "./alerts";

/**
 * What a trigger's price says about an alert's condition: `decided` when the price alone shows whether the
 * condition held, with the test and how the condition reads; `undecided` when it cannot, so any price passes.
 */
type TriggerPriceRule =
  | { kind: "decided"; meets(price: number, level: number): boolean; reads: string }
  | { kind: "undecided" };

/** One rule per condition: the API checks a trigger the bot reports against it. */
const TRIGGER_PRICE_RULES: Record<AlertPlacement, TriggerPriceRule> = {
  // The level itself counts: the bot fires when the price reaches it.
  above: { kind: "decided", meets: (price, level) => price >= level, reads: "at or above" },
  below: { kind: "decided", meets: (price, level) => price <= level, reads: "at or below" },
  // A crossing is the price passing the level from the last price the bot saw: right after one (up or down,
  // or after a gap) the price may be on either side of the level, and a report carries no earlier price.
  crosses: { kind: "undecided" },
  // A move is measured from the price at the start of the window (either way, so a fall of up to 100 % or any
  // rise), which a report does not carry: every positive price can end one.
  percent_move: { kind: "undecided" },
};

/**
 * Why an alert cannot have fired at `price` (`price: … is not at or above the alert's level of …`), or null
 * when the price meets its condition or one price cannot tell (`crosses`, `percent_move`).
 */
export function triggerPriceIssue(
  alert: { placement: AlertPlacement; level: number | null },
  price: number,
): string | null {
  const rule = TRIGGER_PRICE_RULES[alert.placement];
  if (rule.kind === "undecided" || alert.level === null || rule.meets(price, alert.level)) return null;
  return `price: ${price} is not ${rule.reads} the alert's level of ${alert.level}, so the alert cannot have fired at it`;
}
