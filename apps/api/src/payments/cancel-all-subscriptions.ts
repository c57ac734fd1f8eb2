import type { FastifyBaseLogger } from "fastify";
import Stripe from "stripe";
import type { Account } from "../data/accounts/ensure-account.js";
import { listSubscriptions } from "../data/subscriptions/list-subscriptions.js";
import type { Db } from "../db/open-database.js";
import { AppError } from "../errors.js";
import { saveChangedSubscription } from "./save-changed-subscription.js";

/** Stripe statuses of a subscription that will never bill again. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

const notCanceled = (cause: unknown) => new AppError("subscriptions_not_canceled", undefined, { cause });

/**
 * Cancels, immediately, every Stripe subscription of the account: those of its Stripe customer and those
 * we recorded. Throws `subscriptions_not_canceled` when one could not be cancelled (or Stripe could not be
 * asked), so the caller deletes nothing; the ones cancelled by then are saved as such.
 */
export async function cancelAllSubscriptions(
  stripe: Stripe | undefined,
  db: Db,
  log: FastifyBaseLogger,
  account: Account,
): Promise<void> {
  const recorded = (await listSubscriptions(db, account.id)).flatMap((row) =>
    row.status !== "canceled" && row.stripeSubscriptionId ? [row.stripeSubscriptionId] : [],
  );
  if (!account.stripeCustomerId && recorded.length === 0) return;
  if (!stripe) throw notCanceled(new Error("payments are not configured"));

  const ids = new Set(recorded);
  if (account.stripeCustomerId) {
    try {
      for await (const subscription of stripe.subscriptions.list({
        customer: account.stripeCustomerId,
        status: "all",
        limit: 100,
      })) {
        if (!ENDED.has(subscription.status)) ids.add(subscription.id);
      }
    } catch (error) {
      throw notCanceled(error);
    }
  }

  const results = await Promise.allSettled(
    [...ids].map(async (id) => {
      try {
        await saveChangedSubscription(db, log, await stripe.subscriptions.cancel(id));
      } catch (error) {
        // Already gone at Stripe: nothing left to bill.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
        throw error;
      }
    }),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw notCanceled(failure.reason);
}
