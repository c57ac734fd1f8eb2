import { z } from "zod";

/** A Stripe reference: an id, or the expanded object carrying it. */
export const StripeRefSchema = z
  .union([z.string().min(1), z.object({ id: z.string().min(1) })])
  .transform((ref) => (typeof ref === "string" ? ref : ref.id));

const MetadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((metadata) => metadata ?? {});

/**
 * The parts of a Stripe subscription we use. Both payload generations are accepted: the period end and
 * quantity on the items (API 2025-03-31 and later) or on the subscription itself (older webhook
 * endpoints render events in their own API version).
 */
export const StripeSubscriptionSchema = z.object({
  id: z.string().min(1).max(255),
  customer: StripeRefSchema,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  current_period_end: z.number().nullish(),
  quantity: z.number().int().nonnegative().nullish(),
  metadata: MetadataSchema,
  items: z.object({
    data: z.array(
      z.object({
        id: z.string().nullish(),
        quantity: z.number().int().nonnegative().nullish(),
        current_period_end: z.number().nullish(),
        price: z.object({ id: z.string(), lookup_key: z.string().nullish() }).nullish(),
      }),
    ),
  }),
});
export type StripeSubscription = z.infer<typeof StripeSubscriptionSchema>;

/** The parts of a Checkout Session we use. */
export const StripeCheckoutSessionSchema = z.object({
  id: z.string().min(1),
  mode: z.string(),
  subscription: StripeRefSchema.nullish(),
  customer: StripeRefSchema.nullish(),
  client_reference_id: z.string().nullish(),
  metadata: MetadataSchema,
});

/** The parts of an invoice we use: its subscription, where either API generation puts it. */
export const StripeInvoiceSchema = z.object({
  subscription: StripeRefSchema.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: StripeRefSchema.nullish() }).nullish() })
    .nullish(),
});

/** Every event has these; the object is checked per event type. */
export const StripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;
