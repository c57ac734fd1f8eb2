"use client";

import { type AddonSlug, accountEntitlements } from "@chartbot/addons";
import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { SubscriptionsOverview } from "@chartbot/contracts/subscriptions";
import { useApiQuery } from "@/client/use-api-query";
import { isInForce } from "@/features/subscriptions/subscription-status";

/** Open (active or paused) alerts allowed without the Price Alerts add-on. */
export const FREE_ALERT_LIMIT = accountEntitlements([]).alerts;
/** Open alerts allowed with the Price Alerts add-on. */
export const ADDON_ALERT_LIMIT = accountEntitlements(["price-alerts"]).alerts;

/** The add-on's slug; /subscriptions?addon=price-alerts pre-selects it. */
export const PRICE_ALERTS_ADDON: AddonSlug = "price-alerts";

/** Whether the account holds the add-on in force (trialing or active), given `subscriptionEndpoints.overview`. */
export function hasPriceAlertsAddon(overview: Pick<SubscriptionsOverview, "subscriptions">): boolean {
  return overview.subscriptions.some(
    (subscription) => subscription.addon === PRICE_ALERTS_ADDON && isInForce(subscription),
  );
}

/** The account's alert limit and whether it comes from the add-on; undefined while unknown. */
export function useAlertLimit(): { limit: number; withAddon: boolean } | undefined {
  const query = useApiQuery(subscriptionEndpoints.overview, { select: hasPriceAlertsAddon });
  if (query.data === undefined) return undefined;
  return query.data
    ? { limit: ADDON_ALERT_LIMIT, withAddon: true }
    : { limit: FREE_ALERT_LIMIT, withAddon: false };
}
