import { getAddon } from "@chartbot/addons";
import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findAdministeredCommunities } from "../../data/subscriptions/find-administered-communities.js";
import { getAddonHistory } from "../../data/subscriptions/get-addon-history.js";
import { AppError } from "../../errors.js";
import { createCheckoutSession } from "../../payments/create-checkout-session.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";

/** `POST /api/payments/checkout`: a Stripe Checkout Session for one add-on subscription. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.addHook("onRequest", requireAccount);
  const { db } = app.database;

  addEndpoint(app, paymentEndpoints.checkout, async (request) => {
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
  });
};
