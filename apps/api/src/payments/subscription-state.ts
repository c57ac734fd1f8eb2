import { ADDONS, type AddonSlug, isAddonSlug } from "@chartbot/addons";
import type {
  StripeSubscriptionState,
  SubscriptionStatus,
} from "../data/subscriptions/save-stripe-subscription.js";
import type { StripeSubscription } from "./stripe-objects.js";

/**
 * Stripe's subscription status in our four. `past_due` means "payment needed, not ended": besides
 * Stripe's past_due it covers `unpaid` (retries exhausted, an invoice is still open and can be paid in
 * the portal), `incomplete` (the first payment still needs the customer) and `paused` (a trial ended
 * without a payment method). `incomplete_expired` never started and is final: canceled. An unknown
 * future status grants nothing: past_due.
 */
export function ourStatus(stripeStatus: string): SubscriptionStatus {
  switch (stripeStatus) {
    case "trialing":
    case "active":
    case "past_due":
    case "canceled":
      return stripeStatus;
    case "incomplete_expired":
      return "canceled";
    default:
      return "past_due";
  }
}

/** The add-on a Stripe subscription is for: our metadata, else the lookup key of its price. */
export function addonOf(subscription: StripeSubscription): AddonSlug | undefined {
  const fromMetadata = subscription.metadata.addon;
  if (fromMetadata && isAddonSlug(fromMetadata)) return fromMetadata;
  const lookupKeys = new Set(subscription.items.data.map((item) => item.price?.lookup_key));
  return ADDONS.find((addon) => lookupKeys.has(addon.stripeLookupKey))?.slug;
}

/**
 * The row values a Stripe subscription gives. The renewal date is the latest item period end; a
 * cancellation scheduled with `cancel_at` (what the portal sets in recent API versions) counts as
 * canceling at period end.
 */
export function subscriptionState(subscription: StripeSubscription): StripeSubscriptionState {
  const [item] = subscription.items.data;
  const periodEnds = subscription.items.data.flatMap((i) =>
    i.current_period_end ? [i.current_period_end] : [],
  );
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : subscription.current_period_end;
  return {
    stripeSubscriptionId: subscription.id,
    status: ourStatus(subscription.status),
    quantity: item?.quantity ?? subscription.quantity ?? 1,
    stripePriceId: item?.price?.id ?? null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
  };
}
