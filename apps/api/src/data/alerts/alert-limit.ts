import { accountEntitlements } from "@chartbot/addons";
import { LIVE_SUBSCRIPTION_STATUSES } from "@chartbot/contracts/subscriptions";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";

/** How many active and paused alerts an account may hold, and whether the Price Alerts add-on raised it. */
export async function alertLimit(db: Db, accountId: string): Promise<{ limit: number; hasAddon: boolean }> {
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.addonSlug, "price-alerts"),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .limit(1);
  return {
    limit: accountEntitlements(subscription ? ["price-alerts"] : []).alerts,
    hasAddon: !!subscription,
  };
}
