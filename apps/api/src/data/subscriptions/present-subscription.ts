import { ADDONS, formatPrice, isAddonSlug } from "@chartbot/addons";
import type { AddonOffer, Subscription } from "@chartbot/contracts/subscriptions";
import type { SubscriptionWithSlots } from "./list-subscriptions.js";
import { graceEndsAt } from "./subscription-in-force.js";

/** A subscription row as the API shows it; undefined for an add-on no longer in the catalogue. */
export function subscriptionView(row: SubscriptionWithSlots): Subscription | undefined {
  if (!isAddonSlug(row.addonSlug)) return undefined;
  return {
    id: row.id,
    addon: row.addonSlug,
    quantity: row.quantity,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: graceEndsAt(row)?.toISOString() ?? null,
    slots: row.slots.map((slot) => ({
      id: slot.id,
      assignedTo: slot.community
        ? { type: "community", communityId: slot.community.id, name: slot.community.name }
        : { type: "personal" },
    })),
  };
}

/** The catalogue for the caller: a trial is offered for add-ons they never had. */
export function addonOffers(rows: readonly SubscriptionWithSlots[]): AddonOffer[] {
  const had = new Set(rows.map((row) => row.addonSlug));
  return ADDONS.map((addon) => ({
    slug: addon.slug,
    name: addon.name,
    tagline: addon.tagline,
    monthlyPriceCents: addon.monthlyPriceCents,
    price: formatPrice(addon.monthlyPriceCents),
    trialDays: addon.trialDays,
    trialAvailable: addon.trialDays > 0 && !had.has(addon.slug),
    unit: addon.unit,
    maxQuantity: addon.maxQuantity,
    isNew: addon.isNew,
  }));
}
