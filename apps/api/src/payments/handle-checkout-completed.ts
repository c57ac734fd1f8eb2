import { type AddonSlug, getAddon, isAddonSlug } from "@chartbot/addons";
import { z } from "zod";
import { assignFirstSlot } from "../data/subscriptions/assign-first-slot.js";
import { findSubscriptionByStripeId } from "../data/subscriptions/find-subscription-by-stripe-id.js";
import { applySubscriptionSnapshot } from "./apply-subscription-snapshot.js";
import { retrieveSubscription } from "./retrieve-subscription.js";
import { StripeCheckoutSessionSchema, type StripeEvent } from "./stripe-objects.js";
import { subscriptionState } from "./subscription-state.js";
import { type EventEffect, eventCreatedAt, ignoreEvent, type WebhookContext } from "./webhook-context.js";

const uuidOrUndefined = (value: string | null | undefined) =>
  value && z.uuid().safeParse(value).success ? value : undefined;

/**
 * `checkout.session.completed` in subscription mode: links the subscription to the account of the
 * checkout (fetching it from Stripe when no subscription event has created the row yet) and puts its
 * first slot where the checkout said: the chosen community, or the account for account-wide add-ons.
 */
export async function handleCheckoutCompleted(
  ctx: WebhookContext,
  event: StripeEvent,
): Promise<EventEffect | undefined> {
  const parsed = StripeCheckoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) return ignoreEvent(ctx, event, "the object is not a checkout session");
  const session = parsed.data;
  const subscriptionId = session.subscription;
  if (session.mode !== "subscription" || !subscriptionId) {
    return ignoreEvent(ctx, event, "the checkout did not start a subscription");
  }
  const accountId = uuidOrUndefined(session.metadata.accountId ?? session.client_reference_id);
  const addon: AddonSlug | undefined =
    session.metadata.addon && isAddonSlug(session.metadata.addon) ? session.metadata.addon : undefined;
  const communityId = uuidOrUndefined(session.metadata.communityId) ?? null;

  const known = await findSubscriptionByStripeId(ctx.db, subscriptionId);
  const fetched = known ? undefined : await retrieveSubscription(ctx, subscriptionId);
  if (!known && !fetched) return ignoreEvent(ctx, event, "Stripe does not know the checkout's subscription");

  return async (tx) => {
    if (fetched) {
      const outcome = await applySubscriptionSnapshot(
        tx,
        ctx.log,
        fetched,
        subscriptionState(fetched),
        eventCreatedAt(event),
        { accountId, addon, fromStripe: true },
      );
      if (outcome === "ignored") return outcome;
    }
    const row = await findSubscriptionByStripeId(tx, subscriptionId);
    if (!row) return "ignored";
    const unit = getAddon(row.addonSlug)?.unit;
    if (unit === "account") await assignFirstSlot(tx, row.id, null);
    else if (communityId) await assignFirstSlot(tx, row.id, communityId);
    return "applied";
  };
}
