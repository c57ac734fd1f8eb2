import { ADDONS, type Addon } from "@chartbot/addons";
import {
  type FakeStripe,
  type SandboxDelivery,
  signedDelivery,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
} from "../fake-stripe";

// What a person does on the sandbox's Checkout and Billing Portal pages, as Stripe would do it: the
// subscription changes, then the events Stripe sends for it go to the webhook, signed with the webhook secret.

type Json = Record<string, unknown>;

/** A change the Billing Portal page offers on one subscription. */
export type PortalAction =
  | "quantity"
  | "cancel_at_period_end"
  | "resume"
  | "cancel_now"
  | "end_trial"
  | "payment_failed"
  | "payment_succeeded";

export const PORTAL_ACTIONS: readonly PortalAction[] = [
  "quantity",
  "cancel_at_period_end",
  "resume",
  "cancel_now",
  "end_trial",
  "payment_failed",
  "payment_succeeded",
];

/** A change the sandbox refuses, with the sentence its page shows. */
export class SandboxRefusal extends Error {
  override name = "SandboxRefusal";
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** The add-on a subscription (or a price) is for, by the lookup key of its price. */
export function addonOfPrice(price: Json | undefined): Addon | undefined {
  return ADDONS.find((addon) => addon.stripeLookupKey === price?.lookup_key);
}

/** The subscription's first item (the sandbox's subscriptions have one). */
export function firstItem(subscription: Json): Json {
  const items = (subscription.items as { data: Json[] }).data;
  const [item] = items;
  if (!item) throw new SandboxRefusal("This subscription has no item.");
  return item;
}

/**
 * Sends one event to the webhook URL, signed for real, and records it (with the webhook's status) in
 * `fake.deliveries`. An unreachable webhook is recorded without a status: the page still goes on.
 */
export async function deliver(fake: FakeStripe, type: string, object: Json): Promise<SandboxDelivery> {
  const event = stripeEvent(type, object);
  const delivery: SandboxDelivery = { type, event };
  fake.deliveries.push(delivery);
  const url = fake.options.webhookUrl;
  if (!url) return delivery;
  const { payload, headers } = signedDelivery(event, { secret: fake.env.STRIPE_WEBHOOK_SECRET });
  try {
    const response = await fetch(url, { method: "POST", headers, body: payload });
    delivery.status = response.status;
    await response.body?.cancel();
  } catch {
    // Nothing listens there (the API is not up yet): recorded without a status.
  }
  return delivery;
}

/** An open Checkout Session, or a refusal saying why it cannot be paid. */
export function openSession(fake: FakeStripe, sessionId: string): Json {
  const session = fake.checkoutSessions.get(sessionId);
  if (!session) throw new SandboxRefusal("This checkout does not exist (the sandbox forgets on restart).");
  if (session.status !== "open") throw new SandboxRefusal("This checkout is over already.");
  return session;
}

/** What a session sells: the add-on, its price, the quantity and the free trial's length. */
export function sessionOffer(fake: FakeStripe, session: Json) {
  const [line] = (session.line_items ?? []) as Json[];
  const price = [...fake.prices.values()].find((candidate) => candidate.id === line?.price);
  const addon = addonOfPrice(price);
  if (!price || !addon) throw new SandboxRefusal("This checkout sells no price the sandbox knows.");
  const subscriptionData = (session.subscription_data ?? {}) as Json;
  return {
    addon,
    price,
    quantity: Number(line?.quantity ?? 1),
    trialDays: Number(subscriptionData.trial_period_days ?? 0),
    metadata: (subscriptionData.metadata ?? {}) as Record<string, string>,
  };
}

/** Where the browser goes after a checkout: the success (or return) URL with the session id filled in. */
function afterCheckout(session: Json, outcome: "success" | "cancel"): string {
  const target =
    session.ui_mode === "embedded_page"
      ? session.return_url
      : outcome === "success"
        ? session.success_url
        : session.cancel_url;
  return String(target ?? "").replaceAll("{CHECKOUT_SESSION_ID}", String(session.id));
}

/**
 * Completes a checkout as paying (or starting the free trial) on Stripe's page would: the subscription is
 * created (trialing when the session has a trial, else active), then `customer.subscription.created` and
 * `checkout.session.completed` are delivered. Returns where the browser goes next.
 */
export async function completeCheckout(
  fake: FakeStripe,
  sessionId: string,
): Promise<{ subscription: Json; redirect: string }> {
  const session = openSession(fake, sessionId);
  const { addon, quantity, trialDays, metadata } = sessionOffer(fake, session);
  const trialEnd = trialDays > 0 ? now() + trialDays * DAY : undefined;
  const subscription: Json = {
    ...stripeSubscription({
      customer: String(session.customer),
      lookupKey: addon.stripeLookupKey,
      status: trialEnd ? "trialing" : "active",
      quantity,
      periodEnd: trialEnd ?? now() + 30 * DAY,
      metadata,
    }),
    trial_start: trialEnd ? now() : null,
    trial_end: trialEnd ?? null,
  };
  fake.subscriptions.set(String(subscription.id), subscription);
  // The first invoice: the period paid now, or nothing due while the trial runs.
  invoiceFor(fake, subscription, "paid", trialEnd ? 0 : undefined);
  Object.assign(session, {
    status: "complete",
    subscription: subscription.id,
    payment_status: trialEnd ? "no_payment_required" : "paid",
  });
  await deliver(fake, "customer.subscription.created", subscription);
  await deliver(fake, "checkout.session.completed", session);
  return { subscription, redirect: afterCheckout(session, "success") };
}

/** Leaves a hosted checkout without paying: the session expires; returns its cancel URL. */
export function cancelCheckout(fake: FakeStripe, sessionId: string): string {
  const session = openSession(fake, sessionId);
  if (session.ui_mode === "embedded_page") {
    throw new SandboxRefusal("An embedded checkout is left by closing it in the page that shows it.");
  }
  session.status = "expired";
  return afterCheckout(session, "cancel");
}

/** A customer's subscription, or a refusal. */
function subscriptionOf(fake: FakeStripe, customer: string, subscriptionId: string): Json {
  const subscription = fake.subscriptions.get(subscriptionId);
  if (!subscription || subscription.customer !== customer) {
    throw new SandboxRefusal("This subscription is not one of this customer's.");
  }
  if (subscription.status === "canceled") throw new SandboxRefusal("This subscription has ended.");
  return subscription;
}

/**
 * The invoice of a subscription's period (paid, or open when its payment failed), kept in the sandbox's invoices
 * so the customer's invoice list shows it, as `invoice.payment_failed` and `invoice.paid` carry it.
 */
function invoiceFor(
  fake: FakeStripe,
  subscription: Json,
  status: "open" | "paid",
  totalCents?: number,
): Json {
  const item = firstItem(subscription);
  const addon = addonOfPrice(item.price as Json);
  const invoice = stripeInvoice({
    customer: String(subscription.customer),
    subscription: String(subscription.id),
    totalCents: totalCents ?? (addon?.monthlyPriceCents ?? 0) * Number(item.quantity ?? 1),
    status,
  });
  fake.invoices.set(String(invoice.id), invoice);
  return invoice;
}

/** The subscription's open invoice, now paid (a new paid one when none is open). */
function payOpenInvoice(fake: FakeStripe, subscription: Json): Json {
  const open = [...fake.invoices.values()].find(
    (invoice) =>
      invoice.status === "open" &&
      (invoice.parent as { subscription_details?: { subscription?: string } } | undefined)
        ?.subscription_details?.subscription === subscription.id,
  );
  if (!open) return invoiceFor(fake, subscription, "paid");
  return Object.assign(open, { status: "paid", amount_paid: open.total });
}

/**
 * Applies a Billing Portal action to one of the customer's subscriptions and delivers the events Stripe sends
 * for it: `customer.subscription.updated` (quantity, cancel at period end, resume, end of trial, a payment
 * failing or succeeding, the last two after `invoice.payment_failed` or `invoice.paid`) or
 * `customer.subscription.deleted` (cancel now).
 */
export async function changeSubscription(
  fake: FakeStripe,
  customer: string,
  subscriptionId: string,
  action: PortalAction,
  quantity?: number,
): Promise<Json> {
  const subscription = subscriptionOf(fake, customer, subscriptionId);
  const item = firstItem(subscription);
  switch (action) {
    case "quantity": {
      const addon = addonOfPrice(item.price as Json);
      const max = addon?.maxQuantity ?? 1;
      if (quantity === undefined || !Number.isInteger(quantity) || quantity < 1 || quantity > max) {
        throw new SandboxRefusal(`The quantity must be a whole number from 1 to ${max}.`);
      }
      item.quantity = quantity;
      break;
    }
    case "cancel_at_period_end":
      subscription.cancel_at_period_end = true;
      subscription.cancel_at = item.current_period_end;
      break;
    case "resume":
      subscription.cancel_at_period_end = false;
      subscription.cancel_at = null;
      break;
    case "end_trial":
      if (subscription.status !== "trialing") throw new SandboxRefusal("This subscription is not trialing.");
      subscription.status = "active";
      subscription.trial_end = now();
      item.current_period_start = now();
      item.current_period_end = now() + 30 * DAY;
      invoiceFor(fake, subscription, "paid");
      break;
    case "payment_failed":
      subscription.status = "past_due";
      await deliver(fake, "invoice.payment_failed", invoiceFor(fake, subscription, "open"));
      break;
    case "payment_succeeded":
      if (subscription.status !== "past_due")
        throw new SandboxRefusal("Nothing is due on this subscription.");
      subscription.status = "active";
      await deliver(fake, "invoice.paid", payOpenInvoice(fake, subscription));
      break;
    case "cancel_now":
      Object.assign(subscription, {
        status: "canceled",
        canceled_at: now(),
        ended_at: now(),
        cancel_at_period_end: false,
      });
      await deliver(fake, "customer.subscription.deleted", subscription);
      return subscription;
  }
  await deliver(fake, "customer.subscription.updated", subscription);
  return subscription;
}
