import type { AddonSlug } from "@chartbot/addons";
import type {
  AddonOffer,
  Slot,
  Subscription,
  SubscriptionsOverview,
} from "@chartbot/contracts/subscriptions";

/** An add-on as `GET /api/subscriptions` offers it (a $5 slot with a 14-day trial), for component tests. */
export function anAddonOffer(
  slug: AddonSlug,
  name: string,
  unit: AddonOffer["unit"] = "community",
  changes: Partial<AddonOffer> = {},
): AddonOffer {
  return {
    slug,
    name,
    tagline: `${name} tagline`,
    monthlyPriceCents: 500,
    price: "$5",
    trialDays: 14,
    trialAvailable: true,
    unit,
    maxQuantity: unit === "account" ? 1 : 50,
    isNew: false,
    ...changes,
  };
}

/** An active one-slot subscription to `addon` with no slot assigned; `changes` overrides fields. New id each call. */
export function aSubscription(addon: AddonSlug, changes: Partial<Subscription> = {}): Subscription {
  return {
    id: crypto.randomUUID(),
    addon,
    quantity: 1,
    status: "active",
    currentPeriodEnd: "2025-04-01T00:00:00.000Z",
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    slots: [],
    ...changes,
  };
}

/** A slot used by the community `name` (a new community id unless given); new slot id each call. */
export function aCommunitySlot(name: string, communityId: string = crypto.randomUUID()): Slot {
  return { id: crypto.randomUUID(), assignedTo: { type: "community", communityId, name } };
}

/** `GET /api/subscriptions` with payments configured. */
export function aSubscriptionsOverview(changes: Partial<SubscriptionsOverview> = {}): SubscriptionsOverview {
  return { paymentsConfigured: true, addons: [], subscriptions: [], ...changes };
}
