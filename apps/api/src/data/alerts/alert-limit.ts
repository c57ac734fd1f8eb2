import { accountEntitlements } from "@chartbot/addons";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";
import { subscriptionInForce } from "../subscriptions/subscription-in-force.js";

/**
 * How many active and paused alerts an account may hold, whether the Price Alerts add-on raised it, and
 * whether its alerts may go to a channel or a webhook (else by direct message only).
 */
export async function alertLimit(
  db: Db,
  accountId: string,
): Promise<{ limit: number; hasAddon: boolean; alertsInChannels: boolean }> {
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
  const entitlements = accountEntitlements(subscription ? ["price-alerts"] : []);
  return {
    limit: entitlements.alerts,
    hasAddon: !!subscription,
    alertsInChannels: entitlements.alertsInChannels,
  };
}
