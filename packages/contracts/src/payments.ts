import { AddonSlugSchema } from "@chartbot/addons";
import { z } from "zod";

/** `POST /api/payments/checkout` */
export const CheckoutBodySchema = z.strictObject({
  addon: AddonSlugSchema,
  quantity: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(1)
    .describe("Slots to buy, up to the add-on's maxQuantity"),
  communityId: z.uuid().optional().describe("A community you manage, to receive the first slot"),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

/** `POST /api/payments/checkout` and `/portal`: the Stripe page to send the browser to. */
export const PaymentRedirectSchema = z.object({ url: z.url() });
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/** `POST /api/payments/webhook` */
export const WebhookHeadersSchema = z.object({ "stripe-signature": z.string().optional() });
export const WebhookReceivedSchema = z.object({ received: z.literal(true) });
