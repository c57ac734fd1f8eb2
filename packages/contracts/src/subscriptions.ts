import { ADDON_UNITS, AddonSlugSchema } from "@chartbot/addons";
import { z } from "zod";

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled"] as const;
export const SubscriptionStatusSchema = z
  .enum(SUBSCRIPTION_STATUSES)
  .describe("past_due: a payment is needed (Stripe's past_due, unpaid, incomplete or paused)");
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The statuses in which a subscription's add-on is in force. */
export const LIVE_SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
] as const satisfies readonly SubscriptionStatus[];

/** One paid slot and where it is used. */
export const SlotSchema = z.object({
  id: z.uuid(),
  assignedTo: z.discriminatedUnion("type", [
    z.object({ type: z.literal("community"), communityId: z.uuid(), name: z.string() }),
    z.object({ type: z.literal("personal") }),
  ]),
});
export type Slot = z.infer<typeof SlotSchema>;

/** A subscription to one add-on, with its slots. */
export const SubscriptionSchema = z.object({
  id: z.uuid(),
  addon: AddonSlugSchema,
  quantity: z.number().int().describe("Slots paid for"),
  status: SubscriptionStatusSchema,
  currentPeriodEnd: z.iso.datetime().nullable().describe("When it renews, or ends when canceling"),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.iso
    .datetime()
    .nullish()
    .describe(
      "past_due only: the add-on stays on until then while the payment is fixed; after it, it is off",
    ),
  slots: z.array(SlotSchema).describe("The assigned slots; quantity minus their number are free"),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const AddonUnitSchema = z.enum(ADDON_UNITS);

/** An add-on of the catalogue, as offered to the caller. */
export const AddonOfferSchema = z.object({
  slug: AddonSlugSchema,
  name: z.string(),
  tagline: z.string(),
  monthlyPriceCents: z.number().int(),
  price: z.string().describe('Monthly price of one slot, formatted: "$15"'),
  trialDays: z.number().int(),
  trialAvailable: z.boolean().describe("Whether a checkout now starts with the free trial"),
  unit: AddonUnitSchema,
  maxQuantity: z.number().int(),
  isNew: z.boolean(),
});
export type AddonOffer = z.infer<typeof AddonOfferSchema>;

/** `GET /api/subscriptions` */
export const SubscriptionsOverviewSchema = z.object({
  paymentsConfigured: z.boolean(),
  addons: z.array(AddonOfferSchema),
  subscriptions: z.array(SubscriptionSchema),
});
export type SubscriptionsOverview = z.infer<typeof SubscriptionsOverviewSchema>;

/** `:id` of a subscription. */
export const SubscriptionParamsSchema = z.object({ id: z.uuid() });

/** `PUT /api/subscriptions/:id/slots` */
export const AssignSlotsBodySchema = z.strictObject({
  assignments: z
    .array(
      z.strictObject({
        communityId: z.uuid().nullable().describe("A community you manage, or null for your account"),
      }),
    )
    .max(100)
    .describe("Where each slot is used; at most the subscription's quantity. Replaces the current ones."),
});
export type AssignSlotsBody = z.input<typeof AssignSlotsBodySchema>;

/** `POST /api/subscriptions/:id/quantity/preview`: the slot count to price. */
export const QuantityPreviewBodySchema = z.strictObject({
  quantity: z.number().int().min(1).max(100).describe("The new number of slots"),
});
export type QuantityPreviewBody = z.input<typeof QuantityPreviewBodySchema>;

/** What a change of slot count costs, from Stripe's preview of the next invoice. */
export const QuantityPreviewSchema = z.object({
  quantity: z.number().int(),
  currency: z.string().describe("ISO currency code, lower case: usd"),
  prorationCents: z
    .number()
    .int()
    .describe("What the change adds to (or, when negative, credits on) the next invoice for this period"),
  nextInvoiceCents: z.number().int().describe("The next invoice's total with the change"),
  nextInvoiceAt: z.iso.datetime().nullable().describe("When the next invoice is due"),
  prorationDate: z
    .number()
    .int()
    .describe("Unix seconds the proration is computed at: send it back to confirm the same price"),
});
export type QuantityPreview = z.infer<typeof QuantityPreviewSchema>;

/** `PUT /api/subscriptions/:id/quantity`: confirms a previewed change. */
export const ChangeQuantityBodySchema = z.strictObject({
  quantity: z.number().int().min(1).max(100).describe("The new number of slots"),
  prorationDate: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("The preview's prorationDate, so the confirmed change is priced as previewed"),
});
export type ChangeQuantityBody = z.input<typeof ChangeQuantityBodySchema>;
