import { accountEntitlements } from "@chartbot/addons";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { subscriptions } from "../../db/schema.js";
import { graceStartedAfter, subscriptionInForce } from "../subscriptions/subscription-in-force.js";

/**
 * The `subscriptions` rows that give the account in the placeholder `accountId` Price Alerts now (the
 * placeholder `graceStartedAfter` is `graceStartedAfter()`).
 */
export const priceAlertsInForce = and(
  eq(subscriptions.accountId, sql.placeholder("accountId")),
  eq(subscriptions.addonSlug, "price-alerts"),
  subscriptionInForce(sql.placeholder("graceStartedAfter")),
);

const priceAlertsSubscription = preparedStatement((db) =>
  db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(priceAlertsInForce)
    .limit(1)
    .prepare("alert_limit_subscription"),
);

/**
 * How many active and paused alerts an account may hold, whether the Price Alerts add-on raised it, and
 * whether its alerts may go to a channel or a webhook (else by direct message only).
 */
export async function alertLimit(
  db: Db,
  accountId: string,
): Promise<{ limit: number; hasAddon: boolean; alertsInChannels: boolean }> {
  const [subscription] = await priceAlertsSubscription(db, {
    accountId,
    graceStartedAfter: graceStartedAfter(),
  });
  const entitlements = accountEntitlements(subscription ? ["price-alerts"] : []);
  return {
    limit: entitlements.alerts,
    hasAddon: !!subscription,
    alertsInChannels: entitlements.alertsInChannels,
  };
}
