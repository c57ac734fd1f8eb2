import { type Addon, getAddon, LIMITS } from "@chartbot/addons";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { findAdministeredCommunities } from "./find-administered-communities.js";

/** Where one slot goes: a community id, or null for the account itself ("personal"). */
export interface SlotAssignment {
  communityId: string | null;
}

const keyOf = (communityId: string | null) => communityId ?? "personal";

/** Refuses assignments the add-on's unit does not allow; the count against the quantity is checked apart. */
function checkUnitRules(addon: Addon, assignments: readonly SlotAssignment[]): void {
  const communityIds = assignments.map((assignment) => assignment.communityId);
  if (addon.unit === "account") {
    if (communityIds.some((id) => id !== null)) {
      throw new AppError(
        "validation_failed",
        `${addon.name} applies to your whole account: assign its slot to yourself (communityId null).`,
      );
    }
    return;
  }
  if (communityIds.includes(null)) {
    throw new AppError("validation_failed", `Each ${addon.name} slot is used in a community: choose one.`);
  }
  const perCommunity = new Map<string | null, number>();
  for (const id of communityIds) perCommunity.set(id, (perCommunity.get(id) ?? 0) + 1);
  const most = Math.max(0, ...perCommunity.values());
  if (addon.unit === "community" && most > 1) {
    throw new AppError(
      "validation_failed",
      `A community needs only one ${addon.name} slot: assign each slot to a different community.`,
    );
  }
  if (addon.unit === "satellite" && most > LIMITS.paidSatellitesPerCommunity) {
    throw new AppError(
      "limit_reached",
      `A community can run at most ${LIMITS.paidSatellitesPerCommunity} paid satellites.`,
    );
  }
}

/**
 * Replaces where the slots of one of the account's subscriptions are used. Runs in a transaction that
 * locks the subscription, so concurrent changes and webhook quantity updates cannot oversell slots.
 * Slots that stay where they were keep their id and age; the others are removed or added.
 */
export async function assignSlots(
  db: Db,
  accountId: string,
  subscriptionId: string,
  assignments: readonly SlotAssignment[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)))
      .for("update");
    if (!subscription) throw new AppError("not_found", "This subscription was not found.");
    const addon = getAddon(subscription.addonSlug);
    if (!addon) throw new AppError("conflict", "This add-on is no longer offered; its slots cannot change.");
    if (subscription.status === "canceled") {
      throw new AppError("conflict", `This ${addon.name} subscription has ended: subscribe again to use it.`);
    }
    if (assignments.length > subscription.quantity) {
      throw new AppError(
        "limit_reached",
        `This ${addon.name} subscription has ${subscription.quantity} slot${subscription.quantity === 1 ? "" : "s"}: assign at most that many, or add slots with Change number of slots.`,
      );
    }
    checkUnitRules(addon, assignments);

    const wanted = [...new Set(assignments.flatMap((a) => (a.communityId ? [a.communityId] : [])))];
    const administered = await findAdministeredCommunities(tx, accountId, wanted);
    if (administered.length !== wanted.length) {
      throw new AppError("not_found", "One of these communities was not found among the ones you manage.");
    }

    const existing = await tx
      .select({ id: addonSlots.id, communityId: addonSlots.communityId })
      .from(addonSlots)
      .where(eq(addonSlots.subscriptionId, subscriptionId));
    const toAdd: (string | null)[] = [];
    const kept = new Set<string>();
    for (const { communityId } of assignments) {
      const match = existing.find(
        (slot) => !kept.has(slot.id) && keyOf(slot.communityId) === keyOf(communityId),
      );
      if (match) kept.add(match.id);
      else toAdd.push(communityId);
    }
    const toRemove = existing.filter((slot) => !kept.has(slot.id)).map((slot) => slot.id);
    if (toRemove.length > 0) await tx.delete(addonSlots).where(inArray(addonSlots.id, toRemove));
    if (toAdd.length > 0) {
      await tx.insert(addonSlots).values(toAdd.map((communityId) => ({ subscriptionId, communityId })));
    }
  });
}
