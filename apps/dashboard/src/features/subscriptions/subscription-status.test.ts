import type { Subscription } from "@chartbot/contracts/subscriptions";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/features/format/format";
import {
  isInForce,
  priceLabel,
  quantityLabel,
  slotSummary,
  subscriptionForAddon,
  subscriptionStatusDisplay,
} from "./subscription-status";

const end = "2025-07-04T12:00:00.000Z";
const date = formatDate(end);

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  id: "s1",
  addon: "scheduled-posting",
  quantity: 1,
  status: "active",
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  slots: [],
  ...overrides,
});

describe("subscriptionStatusDisplay", () => {
  it("shows an active subscription with its renewal date", () => {
    expect(subscriptionStatusDisplay(subscription({}))).toEqual({
      label: "Active",
      tone: "positive",
      detail: `Renews on ${date}.`,
    });
  });

  it("shows when a canceled-at-period-end subscription stops", () => {
    expect(subscriptionStatusDisplay(subscription({ cancelAtPeriodEnd: true }))).toEqual({
      label: "Ending",
      tone: "neutral",
      detail: `Canceled: it stays active until it ends on ${date}.`,
    });
  });

  it("shows a trial and when it ends", () => {
    expect(subscriptionStatusDisplay(subscription({ status: "trialing" }))).toMatchObject({
      label: "Free trial",
      detail: `The free trial ends and the first payment is due on ${date}.`,
    });
    expect(
      subscriptionStatusDisplay(subscription({ status: "trialing", cancelAtPeriodEnd: true })),
    ).toMatchObject({
      label: "Trial, ending",
    });
  });

  it("asks for a payment when past due, and says when a canceled one ended", () => {
    expect(subscriptionStatusDisplay(subscription({ status: "past_due" }))).toMatchObject({
      label: "Payment needed",
      tone: "negative",
      detail: expect.stringContaining("billing portal"),
    });
    expect(subscriptionStatusDisplay(subscription({ status: "canceled" })).detail).toBe(`Ended on ${date}.`);
  });

  it("leaves the date out when there is none", () => {
    expect(subscriptionStatusDisplay(subscription({ currentPeriodEnd: null })).detail).toBe("");
  });
});

describe("subscriptions of an add-on", () => {
  it("prefers the live subscription, else the one that ended last", () => {
    const old = subscription({ id: "old", status: "canceled", currentPeriodEnd: "2024-01-01T00:00:00.000Z" });
    const newer = subscription({
      id: "newer",
      status: "canceled",
      currentPeriodEnd: "2024-06-01T00:00:00.000Z",
    });
    const live = subscription({ id: "live", status: "past_due" });
    expect(subscriptionForAddon([old, live, newer], "scheduled-posting")?.id).toBe("live");
    expect(subscriptionForAddon([old, newer], "scheduled-posting")?.id).toBe("newer");
    expect(subscriptionForAddon([old], "price-alerts")).toBeUndefined();
  });

  it("counts trialing, active, and past due within the grace period as in force", () => {
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(isInForce({ status: "trialing" }, now)).toBe(true);
    expect(isInForce({ status: "active" }, now)).toBe(true);
    expect(isInForce({ status: "past_due" }, now)).toBe(false);
    expect(isInForce({ status: "past_due", graceEndsAt: "2026-03-11T00:00:00.000Z" }, now)).toBe(true);
    expect(isInForce({ status: "past_due", graceEndsAt: "2026-03-10T11:59:59.000Z" }, now)).toBe(false);
    expect(isInForce({ status: "canceled" }, now)).toBe(false);
  });
});

describe("prices", () => {
  it("says what one slot buys", () => {
    expect(priceLabel({ price: "$15", unit: "community" })).toBe("$15 / month per community");
    expect(priceLabel({ price: "$2", unit: "satellite" })).toBe("$2 / month per satellite");
    expect(priceLabel({ price: "$3", unit: "account" })).toBe("$3 / month");
    expect(quantityLabel("community", 1)).toBe("1 community");
    expect(quantityLabel("satellite", 3)).toBe("3 satellites");
    expect(quantityLabel("account", 1)).toBe("your account");
  });
});

describe("slotSummary", () => {
  it("groups the slots of one community", () => {
    const slot = (communityId: string, name: string) => ({
      id: `${communityId}-${Math.random()}`,
      assignedTo: { type: "community" as const, communityId, name },
    });
    expect(slotSummary([slot("a", "Floor"), slot("b", "Lounge"), slot("a", "Floor")])).toBe(
      "Floor × 2, Lounge",
    );
    expect(slotSummary([{ id: "p", assignedTo: { type: "personal" } }])).toBe("your account");
  });
});
