import Stripe from "stripe";
import { stripeFailure } from "./stripe-failure.js";
import { type StripeSubscription, StripeSubscriptionSchema } from "./stripe-objects.js";
import type { WebhookContext } from "./webhook-context.js";

/**
 * The subscription as Stripe has it now; undefined when Stripe does not know it. Any other failure throws
 * (the webhook answers 5xx and Stripe delivers the event again later).
 */
export async function retrieveSubscription(
  ctx: WebhookContext,
  id: string,
): Promise<StripeSubscription | undefined> {
  try {
    const parsed = StripeSubscriptionSchema.safeParse(await ctx.stripe.subscriptions.retrieve(id));
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
      return undefined;
    throw stripeFailure(error);
  }
}
