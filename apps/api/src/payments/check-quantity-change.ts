import { AppError } from "../errors.js";
import type { ChangeableSubscription } from "./find-changeable-subscription.js";

/**
 * Refuses a slot count the add-on does not allow: above its maximum, an add-on of the whole account, the
 * same count, or fewer slots than are assigned (those are freed on the Subscriptions page first).
 */
export function checkQuantityChange({ row, addon }: ChangeableSubscription, quantity: number): void {
  if (addon.unit === "account") {
    throw new AppError("validation_failed", `${addon.name} covers your whole account: it has one slot.`);
  }
  if (quantity > addon.maxQuantity) {
    throw new AppError("validation_failed", `${addon.name} can have at most ${addon.maxQuantity} slots.`);
  }
  if (quantity === row.quantity) {
    throw new AppError("validation_failed", `This subscription already has ${quantity} slots.`);
  }
  const used = row.slots.length;
  if (quantity < used) {
    throw new AppError(
      "slots_in_use",
      `${used} ${addon.name} slots are assigned to communities. Free ${used - quantity} of them first, then lower the number to ${quantity}.`,
    );
  }
}
