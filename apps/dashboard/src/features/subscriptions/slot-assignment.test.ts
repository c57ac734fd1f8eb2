import { describe, expect, it } from "vitest";
import {
  canAddSlot,
  PERSONAL,
  type SlotRules,
  sameSlotCounts,
  slotCountsOf,
  toAssignments,
  validateSlotCounts,
  withSlotCount,
} from "./slot-assignment";

const community = (communityId: string, name = communityId) => ({
  id: `slot-${communityId}-${Math.random()}`,
  assignedTo: { type: "community" as const, communityId, name },
});

describe("slot assignment", () => {
  it("counts the slots per community and the account", () => {
    const counts = slotCountsOf({
      slots: [community("a"), community("a"), community("b"), { id: "p", assignedTo: { type: "personal" } }],
    });
    expect(counts).toEqual({ a: 2, b: 1, [PERSONAL]: 1 });
  });

  it("turns counts into the PUT body: one entry per slot, null for the account", () => {
    expect(toAssignments({ a: 2, [PERSONAL]: 1 })).toEqual([
      { communityId: "a" },
      { communityId: "a" },
      { communityId: null },
    ]);
    expect(toAssignments({})).toEqual([]);
  });

  describe("a community add-on (one slot per community)", () => {
    const rules: SlotRules = { unit: "community", quantity: 2, perCommunityMax: 10 };

    it("allows one slot per community until every slot is used", () => {
      expect(canAddSlot({}, "a", rules)).toBe(true);
      expect(canAddSlot({ a: 1 }, "a", rules)).toBe(false);
      expect(canAddSlot({ a: 1 }, "b", rules)).toBe(true);
      expect(canAddSlot({ a: 1, b: 1 }, "c", rules)).toBe(false);
      expect(canAddSlot({}, PERSONAL, rules)).toBe(false);
    });

    it("explains what is wrong with impossible counts", () => {
      expect(validateSlotCounts({ a: 1, b: 1 }, rules)).toBeUndefined();
      expect(validateSlotCounts({ a: 1, b: 1, c: 1 }, rules)).toMatch(/You have 2 slots: unassign 1 first/);
      expect(validateSlotCounts({ a: 2 }, rules)).toBe("A community needs only one slot of this add-on.");
      expect(validateSlotCounts({ [PERSONAL]: 1 }, rules)).toBe("Assign the slots to communities.");
    });
  });

  describe("Price Satellite Bots (several slots per community, at most 10)", () => {
    const rules: SlotRules = { unit: "satellite", quantity: 12, perCommunityMax: 10 };

    it("allows up to 10 slots in one community", () => {
      expect(canAddSlot({ a: 9 }, "a", rules)).toBe(true);
      expect(canAddSlot({ a: 10 }, "a", rules)).toBe(false);
      expect(canAddSlot({ a: 10 }, "b", rules)).toBe(true);
      expect(validateSlotCounts({ a: 11 }, rules)).toBe("A community can run at most 10 paid satellites.");
    });

    it("never assigns more slots than were paid for", () => {
      expect(canAddSlot({ a: 10, b: 2 }, "b", rules)).toBe(false);
      expect(validateSlotCounts({ a: 10, b: 3 }, rules)).toMatch(/unassign 1 first/);
    });
  });

  it("uses the one slot of an account add-on on the account only", () => {
    const rules: SlotRules = { unit: "account", quantity: 1, perCommunityMax: 10 };
    expect(canAddSlot({}, PERSONAL, rules)).toBe(true);
    expect(canAddSlot({}, "a", rules)).toBe(false);
    expect(validateSlotCounts({ a: 1 }, rules)).toBe(
      "This add-on applies to your whole account, not to a community.",
    );
  });

  it("changes one count at a time and compares assignments", () => {
    const counts = withSlotCount(withSlotCount({}, "a", 2), "b", 1);
    expect(counts).toEqual({ a: 2, b: 1 });
    expect(withSlotCount(counts, "a", 0)).toEqual({ b: 1 });
    expect(sameSlotCounts({ a: 1 }, { a: 1, b: 0 })).toBe(true);
    expect(sameSlotCounts({ a: 1 }, { a: 2 })).toBe(false);
  });
});
