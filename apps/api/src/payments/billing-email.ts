import type Stripe from "stripe";
import type { Account } from "../data/accounts/ensure-account.js";
import type { Db } from "../db/open-database.js";
import { ensureStripeCustomer } from "./ensure-stripe-customer.js";
import { stripeFailure } from "./stripe-failure.js";

/** Where Stripe sends the account's invoices and receipts: its customer's email; null without a customer. */
export async function readBillingEmail(stripe: Stripe, account: Account): Promise<string | null> {
  if (!account.stripeCustomerId) return null;
  const customer = await stripe.customers.retrieve(account.stripeCustomerId).catch((error: unknown) => {
    throw stripeFailure(error);
  });
  return customer.deleted ? null : (customer.email ?? null);
}

/** Sets the email of the account's Stripe customer (created first if needed); answers the saved email. */
export async function saveBillingEmail(
  stripe: Stripe,
  db: Db,
  account: Account,
  email: string,
): Promise<string | null> {
  try {
    const customer = await ensureStripeCustomer(stripe, db, account);
    const updated = await stripe.customers.update(customer, { email });
    return updated.email ?? null;
  } catch (error) {
    throw stripeFailure(error);
  }
}
