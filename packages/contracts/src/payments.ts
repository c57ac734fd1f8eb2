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
  uiMode: z
    .enum(["hosted", "embedded"])
    .default("hosted")
    .describe(
      "embedded: a session for Stripe.js's embedded checkout (answers its client secret), for a dashboard with a publishable key; hosted: Stripe's page to send the browser to",
    ),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

/** `POST /api/payments/checkout` and `/portal`: the Stripe page to send the browser to. */
export const PaymentRedirectSchema = z.object({ url: z.url() });
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/**
 * `POST /api/payments/checkout`: where the payment happens. Hosted: Stripe's Checkout page to send the browser
 * to. Embedded: the session's client secret, which Stripe.js's `initEmbeddedCheckout` mounts in the page.
 */
export const CheckoutStartedSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("hosted"), url: z.url() }),
  z.object({ mode: z.literal("embedded"), clientSecret: z.string().min(1) }),
]);
export type CheckoutStarted = z.infer<typeof CheckoutStartedSchema>;

/**
 * Stripe.js of the release that matches the API version the `stripe` package pins (2026-10-28.endive): its
 * embedded checkout is `stripe.createEmbeddedCheckoutPage` (dahlia renamed `initEmbeddedCheckout`).
 */
export const STRIPE_JS_URL = "https://js.stripe.com/endive/stripe.js";

/**
 * The local payments sandbox (`tooling/test-servers`, run by `pnpm dev` and `pnpm start` on port 4300): its
 * keys, which only it accepts, and where it serves its stand-in for Stripe.js. The API's production guard
 * refuses them.
 */
export const PAYMENTS_SANDBOX = {
  origin: "http://127.0.0.1:4300",
  secretKey: "sk_test_chartbot_sandbox",
  webhookSecret: "whsec_chartbot_sandbox",
  publishableKey: "pk_test_chartbot_sandbox",
  stripeJsPath: "/js/v3",
} as const;

/** `POST /api/payments/webhook` */
export const WebhookHeadersSchema = z.object({ "stripe-signature": z.string().optional() });
export const WebhookReceivedSchema = z.object({ received: z.literal(true) });

export const INVOICE_STATUSES = ["draft", "open", "paid", "uncollectible", "void"] as const;

/** One invoice (a receipt once paid), as Stripe has it. */
export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable().describe("The invoice number printed on it; null while a draft"),
  createdAt: z.iso.datetime(),
  totalCents: z.number().int(),
  amountPaidCents: z.number().int(),
  currency: z.string().describe("ISO currency code, lower case: usd"),
  status: z.enum(INVOICE_STATUSES).nullable(),
  hostedInvoiceUrl: z.url().nullable().describe("Stripe's page for the invoice: pay it or get the receipt"),
  pdfUrl: z.url().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** `GET /api/payments/invoices`: the latest invoices, newest first. */
export const InvoiceListSchema = z.object({
  invoices: z.array(InvoiceSchema),
  hasMore: z.boolean().describe("Older invoices exist: the billing portal lists them all"),
});
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** `GET` and `PUT /api/payments/billing-email`: where invoices and receipts are sent. */
export const BillingEmailSchema = z.object({
  email: z.email().nullable().describe("null: no billing account yet"),
});
export type BillingEmail = z.infer<typeof BillingEmailSchema>;

export const BillingEmailBodySchema = z.strictObject({
  email: z.email("Enter a valid email address.").max(254),
});
export type BillingEmailBody = z.input<typeof BillingEmailBodySchema>;
