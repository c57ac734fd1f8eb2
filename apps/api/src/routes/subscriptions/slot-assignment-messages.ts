import type { AssignSlotsResult } from "../../data/subscriptions/assign-slots.js";
import { AppError } from "../../errors.js";

/** The same 404 as when the subscription is gone by the time it is read back. */
export const SUBSCRIPTION_NOT_FOUND = "This subscription was not found.";

/** The API's error for assignments `assignSlots` refused. */
export function slotAssignmentError(refusal: Exclude<AssignSlotsResult, { outcome: "assigned" }>): AppError {
  switch (refusal.outcome) {
    case "not_found":
      return new AppError("not_found", SUBSCRIPTION_NOT_FOUND);
    case "addon_withdrawn":
      return new AppError("conflict", "This add-on is no longer offered; its slots cannot change.");
    case "ended":
      return new AppError(
        "conflict",
        `This ${refusal.addon.name} subscription has ended: subscribe again to use it.`,
      );
    case "too_many_slots": {
      const { addon, quantity } = refusal;
      return new AppError(
        "limit_reached",
        `This ${addon.name} subscription has ${quantity} slot${quantity === 1 ? "" : "s"}: assign at most that many, or add slots with Change number of slots.`,
      );
    }
    case "account_addon":
      return new AppError(
        "validation_failed",
        `${refusal.addon.name} applies to your whole account: assign its slot to yourself (communityId null).`,
      );
    case "community_required":
      return new AppError(
        "validation_failed",
        `Each ${refusal.addon.name} slot is used in a community: choose one.`,
      );
    case "one_per_community":
      return new AppError(
        "validation_failed",
        `A community needs only one ${refusal.addon.name} slot: assign each slot to a different community.`,
      );
    case "satellites_per_community":
      return new AppError("limit_reached", `A community can run at most ${refusal.max} paid satellites.`);
    case "community_not_found":
      return new AppError("not_found", "One of these communities was not found among the ones you manage.");
  }
}
