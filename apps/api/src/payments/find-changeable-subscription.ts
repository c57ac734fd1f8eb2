import { type Addon, getAddon } from "@chartbot/addons";
import Stripe from "stripe";
import { listSubscriptions, type SubscriptionWithSlots } from "../data/subscriptions/list-subscriptions.js";
import type { Db } from "../db/open-database.js";
import { AppError } from "../errors.js";
import { stripeFailure } from "./stripe-failure.js";
import { type StripeSubscription, StripeSubscriptionSchema } from "./stripe-objects.js";

/** One of the account's subscriptions that can be changed, with what Stripe has of it now. */
export interface ChangeableSubscription {
  row: SubscriptionWithSlots;
  addon: Addon;
  stripeSubscriptionId: string;
  stripeSubscription: StripeSubscription;
  /** The subscription item whose quantity is the number of slots. */
  itemId: string;
}

/**
 * The account's subscription `id` as Stripe has it now. 404 when it is another account's or unknown;
 * 409 when it has ended or is not billed through Stripe.
 */
export async function findChangeableSubscription(
  db: Db,
  stripe: Stripe | undefined,
  accountId: string,
  id: string,
): Promise<ChangeableSubscription> {
  const [row] = await listSubscriptions(db, accountId, id);
  if (!row) throw new AppError("not_found", "This subscription was not found.");
  const addon = getAddon(row.addonSlug);
  if (!addon)
    throw new AppError("conflict", "This add-on is no longer offered; its subscription cannot change.");
  if (row.status === "canceled") {
    throw new AppError("conflict", `This ${addon.name} subscription has ended: subscribe again to use it.`);
  }
  const stripeSubscriptionId = row.stripeSubscriptionId;
  if (!stripeSubscriptionId) {
    throw new AppError("conflict", `This ${addon.name} subscription is not billed through Stripe.`);
  }
  if (!stripe) throw new AppError("payments_not_configured");
  const fetched = await stripe.subscriptions.retrieve(stripeSubscriptionId).catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new AppError(
        "conflict",
        `Our payment provider no longer knows this ${addon.name} subscription.`,
        {
          cause: error,
        },
      );
    }
    throw stripeFailure(error);
  });
  const parsed = StripeSubscriptionSchema.safeParse(fetched);
  const itemId = parsed.success ? parsed.data.items.data[0]?.id : undefined;
  if (!parsed.success || !itemId) {
    throw new AppError("payment_provider_unreachable", undefined, {
      cause: new Error(`stripe subscription ${stripeSubscriptionId} has no readable item`),
    });
  }
  return { row, addon, stripeSubscriptionId, stripeSubscription: parsed.data, itemId };
}
