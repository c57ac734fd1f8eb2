import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";

/**
 * Stores the account's Stripe customer id unless one is stored already, and returns the stored one:
 * of two concurrent first checkouts, the first to store wins and both use its customer.
 */
export async function linkStripeCustomer(db: Db, accountId: string, customerId: string): Promise<string> {
  const [linked] = await db
    .update(accounts)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.stripeCustomerId)))
    .returning({ stripeCustomerId: accounts.stripeCustomerId });
  if (linked?.stripeCustomerId) return linked.stripeCustomerId;
  const [existing] = await db
    .select({ stripeCustomerId: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!existing?.stripeCustomerId)
    throw new Error(`account ${accountId} vanished while linking its customer`);
  return existing.stripeCustomerId;
}
