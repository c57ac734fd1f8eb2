import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { listSubscriptions } from "../../data/subscriptions/list-subscriptions.js";
import { subscriptionView } from "../../data/subscriptions/present-subscription.js";
import { AppError } from "../../errors.js";
import { checkQuantityChange } from "../../payments/check-quantity-change.js";
import {
  type ChangeableSubscription,
  findChangeableSubscription,
} from "../../payments/find-changeable-subscription.js";
import { previewQuantityChange } from "../../payments/preview-quantity-change.js";
import { saveChangedSubscription } from "../../payments/save-changed-subscription.js";
import { stripeFailure } from "../../payments/stripe-failure.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";

/**
 * Changes to a subscription in place, through the app's Stripe client: the slot count (previewed first,
 * prorated), and cancelling at the period's end or resuming. The answer is the subscription as Stripe left it.
 * Added by `subscriptionRoutes` to its own instance, so every `/subscriptions` route is registered in one place,
 * behind its `requireAccount`.
 */
export function addSubscriptionChangeRoutes(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  const { db } = app.database;
  const { stripe } = app;
  const requireStripe = (): Stripe => {
    if (!stripe) throw new AppError("payments_not_configured");
    return stripe;
  };
  /**
   * Finds the caller's subscription, checks it, sends Stripe the update, saves what Stripe answers and
   * returns the subscription as the listing shows it.
   */
  const change = async (
    request: FastifyRequest,
    id: string,
    update: (target: ChangeableSubscription) => Stripe.SubscriptionUpdateParams,
  ) => {
    const accountId = accountOf(request).id;
    const target = await findChangeableSubscription(db, stripe, accountId, id);
    const params = update(target);
    const changed = await requireStripe()
      .subscriptions.update(target.stripeSubscriptionId, params)
      .catch((error: unknown) => {
        throw stripeFailure(error);
      });
    await saveChangedSubscription(db, request.log, changed);
    const [row] = await listSubscriptions(db, accountId, id);
    const view = row && subscriptionView(row);
    if (!view) throw new AppError("not_found", "This subscription was not found.");
    return view;
  };

  addEndpoint(app, subscriptionEndpoints.previewQuantity, async (request) => {
    const target = await findChangeableSubscription(db, stripe, accountOf(request).id, request.params.id);
    checkQuantityChange(target, request.body.quantity);
    return previewQuantityChange(requireStripe(), target, request.body.quantity);
  });

  addEndpoint(app, subscriptionEndpoints.changeQuantity, async (request) => {
    const { quantity, prorationDate } = request.body;
    return change(request, request.params.id, (target) => {
      checkQuantityChange(target, quantity);
      return {
        items: [{ id: target.itemId, quantity }],
        proration_behavior: "create_prorations",
        ...(prorationDate && { proration_date: prorationDate }),
      };
    });
  });

  addEndpoint(app, subscriptionEndpoints.cancel, async (request) =>
    change(request, request.params.id, () => ({ cancel_at_period_end: true })),
  );

  addEndpoint(
    app,
    subscriptionEndpoints.resume, // The portal may have scheduled the end as a date (`cancel_at`) rather than the flag: clear either.
    async (request) =>
      change(request, request.params.id, ({ stripeSubscription }) =>
        stripeSubscription.cancel_at ? { cancel_at: "" } : { cancel_at_period_end: false },
      ),
  );
}
