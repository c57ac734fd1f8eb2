import { accountEntitlements } from "@chartbot/addons";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";
import { subscriptionInForce } from "../subscriptions/subscription-in-force.js";

/** How many active and paused alerts an account may hold, and whether the Price Alerts add-on raised it. */
export async function alertLimit(db: Db, accountId: string): Promise<{ limit: number; hasAddon: boolean }> {
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.addonSlug, "price-alerts"),
        subscriptionInForce(),
      ),
    )
    .limit(1);
  return {
    limit: accountEntitlements(subscription ? ["price-alerts"] : []).alerts,
    hasAddon: !!subscription,
  };
}
