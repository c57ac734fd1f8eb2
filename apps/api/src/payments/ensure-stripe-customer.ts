import type Stripe from "stripe";
import type { Account } from "../data/accounts/ensure-account.js";
import { linkStripeCustomer } from "../data/subscriptions/link-stripe-customer.js";
import type { Db } from "../db/open-database.js";

/**
 * The account's Stripe customer, created on its first checkout and stored. The idempotency key makes
 * Stripe answer concurrent first checkouts with one customer; the store keeps the first one linked.
 */
export async function ensureStripeCustomer(stripe: Stripe, db: Db, account: Account): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const customer = await stripe.customers.create(
    {
      ...(account.email && { email: account.email }),
      ...(account.displayName && { name: account.displayName }),
      metadata: { accountId: account.id },
    },
    { idempotencyKey: `chartbot-customer-${account.id}` },
  );
  return linkStripeCustomer(db, account.id, customer.id);
}
