import { ADDONS, AddonSlugSchema, formatPrice, isAddonSlug } from "@chartbot/addons";
import { z } from "zod";
import type { SubscriptionWithSlots } from "../../data/subscriptions/list-subscriptions.js";

export const SubscriptionStatusSchema = z
  .enum(["trialing", "active", "past_due", "canceled"])
  .describe("past_due: a payment is needed (Stripe's past_due, unpaid, incomplete or paused)");

export const SlotSchema = z.object({
  id: z.uuid(),
  assignedTo: z.discriminatedUnion("type", [
    z.object({ type: z.literal("community"), communityId: z.uuid(), name: z.string() }),
    z.object({ type: z.literal("personal") }),
  ]),
});

export const SubscriptionSchema = z.object({
  id: z.uuid(),
  addon: AddonSlugSchema,
  quantity: z.number().int().describe("Slots paid for"),
  status: SubscriptionStatusSchema,
  currentPeriodEnd: z.iso.datetime().nullable().describe("When it renews, or ends when canceling"),
  cancelAtPeriodEnd: z.boolean(),
  slots: z.array(SlotSchema).describe("The assigned slots; quantity minus their number are free"),
});
export type SubscriptionView = z.infer<typeof SubscriptionSchema>;

export const AddonOfferSchema = z.object({
  slug: AddonSlugSchema,
  name: z.string(),
  tagline: z.string(),
  monthlyPriceCents: z.number().int(),
  price: z.string().describe('Monthly price of one slot, formatted: "$15"'),
  trialDays: z.number().int(),
  trialAvailable: z.boolean().describe("Whether a checkout now starts with the free trial"),
  unit: z.enum(["community", "satellite", "account"]),
  maxQuantity: z.number().int(),
  isNew: z.boolean(),
});

export const SubscriptionsOverviewSchema = z.object({
  paymentsConfigured: z.boolean(),
  addons: z.array(AddonOfferSchema),
  subscriptions: z.array(SubscriptionSchema),
});

/** A subscription row as the API shows it; undefined for an add-on no longer in the catalogue. */
export function subscriptionView(row: SubscriptionWithSlots): SubscriptionView | undefined {
  if (!isAddonSlug(row.addonSlug)) return undefined;
  return {
    id: row.id,
    addon: row.addonSlug,
    quantity: row.quantity,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    slots: row.slots.map((slot) => ({
      id: slot.id,
      assignedTo: slot.community
        ? { type: "community", communityId: slot.community.id, name: slot.community.name }
        : { type: "personal" },
    })),
  };
}

/** The catalogue for the caller: a trial is offered for add-ons they never had. */
export function addonOffers(rows: readonly SubscriptionWithSlots[]) {
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
