import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import {
  BillingEmailBodySchema,
  BillingEmailSchema,
  CheckoutBodySchema,
  CheckoutStartedSchema,
  InvoiceListSchema,
  PaymentRedirectSchema,
  WebhookHeadersSchema,
  WebhookReceivedSchema,
} from "../payments.ts";

export const paymentEndpoints = {
  invoices: endpoint({
    method: "GET",
    path: "/payments/invoices",
    api: "dashboard",
    auth: "session",
    tag: "payments",
    summary: "The latest invoices and receipts, newest first, with links to Stripe's page and PDF",
    description: "Empty until the account's first checkout.",
    responses: { 200: InvoiceListSchema, ...ErrorResponses },
  }),
  billingEmail: endpoint({
    method: "GET",
    path: "/payments/billing-email",
    api: "dashboard",
    auth: "session",
    tag: "payments",
    summary: "Where invoices and receipts are sent (null before the first checkout)",
    responses: { 200: BillingEmailSchema, ...ErrorResponses },
  }),
  setBillingEmail: endpoint({
    method: "PUT",
    path: "/payments/billing-email",
    api: "dashboard",
    auth: "session",
    tag: "payments",
    summary: "Sets where invoices and receipts are sent (creates the billing account if needed)",
    body: BillingEmailBodySchema,
    responses: { 200: BillingEmailSchema, ...ErrorResponses },
  }),
  checkout: endpoint({
    method: "POST",
    path: "/payments/checkout",
    api: "dashboard",
    auth: "session",
    tag: "payments",
    summary:
      "Starts a Stripe Checkout for an add-on; answers the URL to send the browser to, or the client secret of an embedded checkout",
    description:
      "Subscription mode with the add-on's Stripe price (by lookup key) and its free trial when the account never had the add-on. uiMode embedded (a dashboard with a Stripe publishable key) creates the session for Stripe.js's embedded checkout and answers its client secret; hosted (the default) answers Stripe's Checkout page. 503 payments_not_configured without Stripe keys.",
    body: CheckoutBodySchema,
    responses: { 200: CheckoutStartedSchema, ...ErrorResponses },
  }),
  portal: endpoint({
    method: "POST",
    path: "/payments/portal",
    api: "dashboard",
    auth: "session",
    tag: "payments",
    summary: "Opens the Stripe Billing Portal; answers the URL to send the browser to",
    description: "409 conflict when the account has never checked out (no billing account yet).",
    responses: { 200: PaymentRedirectSchema, ...ErrorResponses },
  }),
  webhook: endpoint({
    method: "POST",
    path: "/payments/webhook",
    api: "dashboard",
    auth: "none",
    tag: "payments",
    // Stripe signs the body (`Stripe-Signature`): no user credential.
    summary: "Receives Stripe's webhook events (signed; no sign-in)",
    description:
      "Verifies the Stripe-Signature on the raw body (at most 300 s old), then applies each event id once: checkout.session.completed, customer.subscription.*, invoice.payment_failed. Other event types are recorded and answered 200.",
    headers: WebhookHeadersSchema,
    responses: { 200: WebhookReceivedSchema, ...ErrorResponses },
  }),
};
