import type { AddonUnit } from "@chartbot/addons";
import type { AssignSlotsBody, Subscription } from "@chartbot/contracts/subscriptions";

/** Slots per target: a community id, or PERSONAL for the account. */
export type SlotCounts = Readonly<Record<string, number>>;

/** The key of the account-wide slot (the API's `communityId: null`). */
export const PERSONAL = "personal";

/** What limits an assignment: the subscription's slots and the add-on's unit. */
export interface SlotRules {
  unit: AddonUnit;
  /** Slots paid for. */
  quantity: number;
  /** Most satellite slots in one community (the API's paidSatellitesPerCommunity). */
  perCommunityMax: number;
}

/** How many slots each target holds now. */
export function slotCountsOf(subscription: Pick<Subscription, "slots">): SlotCounts {
  const counts: Record<string, number> = {};
  for (const slot of subscription.slots) {
    const key = slot.assignedTo.type === "community" ? slot.assignedTo.communityId : PERSONAL;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Slots assigned in total. */
export function assignedTotal(counts: SlotCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** Most slots one target may hold under the rules. */
export function maxPerTarget(target: string, rules: SlotRules): number {
  if (rules.unit === "account") return target === PERSONAL ? 1 : 0;
  if (target === PERSONAL) return 0;
  return rules.unit === "community" ? 1 : rules.perCommunityMax;
}

/** Whether one more slot can go to `target`: a free slot remains and the target is below its maximum. */
export function canAddSlot(counts: SlotCounts, target: string, rules: SlotRules): boolean {
  return assignedTotal(counts) < rules.quantity && (counts[target] ?? 0) < maxPerTarget(target, rules);
}

/** `counts` with `target` set to `count` (0 removes it); never negative. */
export function withSlotCount(counts: SlotCounts, target: string, count: number): SlotCounts {
  const next: Record<string, number> = { ...counts };
  if (count <= 0) delete next[target];
  else next[target] = Math.floor(count);
  return next;
}

/** Why the counts cannot be saved, or undefined when they can. */
export function validateSlotCounts(counts: SlotCounts, rules: SlotRules): string | undefined {
  const total = assignedTotal(counts);
  if (total > rules.quantity) {
    return `You have ${rules.quantity} ${rules.quantity === 1 ? "slot" : "slots"}: unassign ${total - rules.quantity} first, or add slots with Change number of slots.`;
  }
  for (const [target, count] of Object.entries(counts)) {
    const max = maxPerTarget(target, rules);
    if (count <= max) continue;
    if (rules.unit === "account") return "This add-on applies to your whole account, not to a community.";
    if (target === PERSONAL) return "Assign the slots to communities.";
    if (rules.unit === "community") return "A community needs only one slot of this add-on.";
    return `A community can run at most ${rules.perCommunityMax} paid satellites.`;
  }
  return undefined;
}

/** The assignments of `subscriptionEndpoints.assignSlots`'s body for the counts. */
export function toAssignments(counts: SlotCounts): AssignSlotsBody["assignments"] {
  return Object.entries(counts).flatMap(([target, count]) =>
    Array.from({ length: count }, () => ({ communityId: target === PERSONAL ? null : target })),
  );
}

/** Whether two assignments hold the same slots per target. */
export function sameSlotCounts(a: SlotCounts, b: SlotCounts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}
