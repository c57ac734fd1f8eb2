import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";
import type { SubscriptionRow } from "./list-subscriptions.js";

/** The subscription row linked to a Stripe subscription, if any. */
export async function findSubscriptionByStripeId(
  db: Db,
  stripeSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row;
}
