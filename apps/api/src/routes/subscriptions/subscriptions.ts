import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assignSlots } from "../../data/subscriptions/assign-slots.js";
import { listSubscriptions } from "../../data/subscriptions/list-subscriptions.js";
import { addonOffers, subscriptionView } from "../../data/subscriptions/present-subscription.js";
import { AppError } from "../../errors.js";
import { paymentsConfigured } from "../../payments/stripe-client.js";
import { accountOf, actorOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { SUBSCRIPTION_NOT_FOUND, slotAssignmentError } from "./slot-assignment-messages.js";
import { addSubscriptionChangeRoutes } from "./subscription-changes.js";

/** The caller's add-ons: the catalogue, their subscriptions, and where their slots are used. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);
  const { db } = app.database;
  addSubscriptionChangeRoutes(app);

  addEndpoint(app, subscriptionEndpoints.overview, async (request) => {
    const rows = await listSubscriptions(db, accountOf(request).id);
    return {
      paymentsConfigured: paymentsConfigured(app.config.stripe),
      addons: addonOffers(rows),
      subscriptions: rows.flatMap((row) => subscriptionView(row) ?? []),
    };
  });

  addEndpoint(app, subscriptionEndpoints.assignSlots, async (request) => {
    const accountId = accountOf(request).id;
    // Slots go only to communities the caller still manages, as Discord says (re-checked when old).
    if (request.body.assignments.some((assignment) => assignment.communityId)) {
      await app.discord.recheckStaleAccess(accountId);
    }
    const result = await assignSlots(db, actorOf(request), request.params.id, request.body.assignments);
    if (result.outcome !== "assigned") throw slotAssignmentError(result);
    const [row] = await listSubscriptions(db, accountId, request.params.id);
    const view = row && subscriptionView(row);
    if (!view) throw new AppError("not_found", SUBSCRIPTION_NOT_FOUND);
    return view;
  });
};
