import { type Addon, getAddon, LIMITS } from "@chartbot/addons";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, subscriptions } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { refreshSatelliteSlotNotices } from "../satellites/satellite-notices.js";
import { findAdministeredCommunities } from "./find-administered-communities.js";

/** Where one slot goes: a community id, or null for the account itself ("personal"). */
export interface SlotAssignment {
  communityId: string | null;
}

const keyOf = (communityId: string | null) => communityId ?? "personal";

/** How many of the slots go to each community (the account's own slots are no community's). */
function slotsPerCommunity(slots: readonly SlotAssignment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { communityId } of slots) {
    if (communityId) counts.set(communityId, (counts.get(communityId) ?? 0) + 1);
  }
  return counts;
}

/** Assignments the add-on's unit does not allow. */
export type UnitRuleRefusal =
  /** An account add-on's slot given to a community. */
  | { outcome: "account_addon"; addon: Addon }
  /** A community add-on's slot given to the account itself. */
  | { outcome: "community_required"; addon: Addon }
  /** Two slots of a community add-on given to the same community. */
  | { outcome: "one_per_community"; addon: Addon }
  /** More satellite slots given to one community than the `max` paid satellites it may run. */
  | { outcome: "satellites_per_community"; max: number };

/** The refusal of assignments the add-on's unit does not allow; the count against the quantity is checked apart. */
function unitRuleRefusal(addon: Addon, assignments: readonly SlotAssignment[]): UnitRuleRefusal | undefined {
  const communityIds = assignments.map((assignment) => assignment.communityId);
  if (addon.unit === "account") {
    return communityIds.some((id) => id !== null) ? { outcome: "account_addon", addon } : undefined;
  }
  if (communityIds.includes(null)) return { outcome: "community_required", addon };
  const perCommunity = new Map<string | null, number>();
  for (const id of communityIds) perCommunity.set(id, (perCommunity.get(id) ?? 0) + 1);
  const most = Math.max(0, ...perCommunity.values());
  if (addon.unit === "community" && most > 1) return { outcome: "one_per_community", addon };
  if (addon.unit === "satellite" && most > LIMITS.paidSatellitesPerCommunity) {
    return { outcome: "satellites_per_community", max: LIMITS.paidSatellitesPerCommunity };
  }
  return undefined;
}

export type AssignSlotsResult =
  | { outcome: "assigned" }
  /** The account has no subscription with this id. */
  | { outcome: "not_found" }
  /** The subscription's add-on is no longer offered. */
  | { outcome: "addon_withdrawn" }
  /** The subscription has ended (canceled). */
  | { outcome: "ended"; addon: Addon }
  /** More assignments than the subscription's `quantity` of slots. */
  | { outcome: "too_many_slots"; addon: Addon; quantity: number }
  | UnitRuleRefusal
  /** A community among the assignments is not one the account administers. */
  | { outcome: "community_not_found" };

/**
 * Replaces where the slots of one of the account's subscriptions are used. Runs in a transaction that
 * locks the subscription, so concurrent changes and webhook quantity updates cannot oversell slots.
 * Slots that stay where they were keep their id and age; the others are removed or added. A refusal
 * changes nothing. Each community whose number of slots changed gets an entry in its audit log, as `actor`'s;
 * for satellite slots, its `satellite_without_slot` notices are raised or resolved.
 */
export async function assignSlots(
  db: Db,
  actor: Actor,
  subscriptionId: string,
  assignments: readonly SlotAssignment[],
): Promise<AssignSlotsResult> {
  const { accountId } = actor;
  return refusableTransaction<AssignSlotsResult>(db, async (tx, refuse) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)))
      .for("update");
    if (!subscription) return refuse({ outcome: "not_found" });
    const addon = getAddon(subscription.addonSlug);
    if (!addon) return refuse({ outcome: "addon_withdrawn" });
    if (subscription.status === "canceled") return refuse({ outcome: "ended", addon });
    if (assignments.length > subscription.quantity) {
      return refuse({ outcome: "too_many_slots", addon, quantity: subscription.quantity });
    }
    const unitRefusal = unitRuleRefusal(addon, assignments);
    if (unitRefusal) return refuse(unitRefusal);

    const wanted = [...new Set(assignments.flatMap((a) => (a.communityId ? [a.communityId] : [])))];
    const administered = await findAdministeredCommunities(tx, accountId, wanted);
    if (administered.length !== wanted.length) return refuse({ outcome: "community_not_found" });

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
    const before = slotsPerCommunity(existing);
    const after = slotsPerCommunity(assignments);
    for (const communityId of new Set([...before.keys(), ...after.keys()])) {
      const slots = (counts: Map<string, number>) => ({
        addon: addon.name,
        slots: counts.get(communityId) ?? 0,
      });
      await recordChanges(tx, actor, communityId, [
        { setting: "slotAssignment", subjectId: subscriptionId, before: slots(before), after: slots(after) },
      ]);
    }
    if (addon.unit === "satellite") {
      await refreshSatelliteSlotNotices(tx, [...new Set([...before.keys(), ...after.keys()])]);
    }
    return { outcome: "assigned" };
  });
}
