import { getAddon } from "@chartbot/addons";
import { ErrorResponses } from "@chartbot/contracts/errors";
import { CheckoutBodySchema, CheckoutStartedSchema } from "@chartbot/contracts/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findAdministeredCommunities } from "../../data/subscriptions/find-administered-communities.js";
import { getAddonHistory } from "../../data/subscriptions/get-addon-history.js";
import { AppError } from "../../errors.js";
import { createCheckoutSession } from "../../payments/create-checkout-session.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";

/** `POST /api/payments/checkout`: a Stripe Checkout Session for one add-on subscription. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.addHook("onRequest", requireAccount);
  const { db } = app.database;

  app.post(
    "/payments/checkout",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Starts a Stripe Checkout for an add-on; answers the URL to send the browser to, or the client secret of an embedded checkout",
        description:
          "Subscription mode with the add-on's Stripe price (by lookup key) and its free trial when the account never had the add-on. uiMode embedded (a dashboard with a Stripe publishable key) creates the session for Stripe.js's embedded checkout and answers its client secret; hosted (the default) answers Stripe's Checkout page. 503 payments_not_configured without Stripe keys.",
        body: CheckoutBodySchema,
        response: { 200: CheckoutStartedSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      if (!stripe) throw new AppError("payments_not_configured");
      const account = accountOf(request);
      const { quantity, communityId, uiMode } = request.body;
      const addon = getAddon(request.body.addon);
      if (!addon) throw new AppError("validation_failed", "This add-on does not exist.");
      if (quantity > addon.maxQuantity) {
        throw new AppError("validation_failed", `${addon.name} can have at most ${addon.maxQuantity} slots.`);
      }
      if (communityId) {
        if (addon.unit === "account") {
          throw new AppError(
            "validation_failed",
            `${addon.name} applies to your whole account, not a community.`,
          );
        }
        await app.discord.recheckStaleAccess(account.id);
        const [community] = await findAdministeredCommunities(db, account.id, [communityId]);
        if (!community) {
          throw new AppError("not_found", "This community was not found among the ones you manage.");
        }
      }
      const history = await getAddonHistory(db, account.id, addon.slug);
      if (history.live) {
        throw new AppError(
          "conflict",
          `You already subscribe to ${addon.name}. Change its number of slots on the Subscriptions page.`,
        );
      }

      return createCheckoutSession(stripe, db, account, {
        addon,
        quantity,
        communityId,
        withTrial: addon.trialDays > 0 && !history.everHad,
        dashboard: app.config.origins.dashboard,
        uiMode,
      });
    },
  );
};
