import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";

const isUuid = (value: string | undefined): value is string =>
  value !== undefined && z.uuid().safeParse(value).success;

/**
 * The id of the account a Stripe object belongs to: the account id we put in its metadata when it still
 * exists, else the account holding the Stripe customer. Undefined when neither matches.
 */
export async function findBillingAccount(
  db: Db,
  ref: { accountId?: string | undefined; customerId?: string | undefined },
): Promise<string | undefined> {
  if (isUuid(ref.accountId)) {
    const [byId] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, ref.accountId));
    if (byId) return byId.id;
  }
  if (ref.customerId) {
    const [byCustomer] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.stripeCustomerId, ref.customerId));
    if (byCustomer) return byCustomer.id;
  }
  return undefined;
}
