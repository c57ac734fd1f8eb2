"use client";

import type { AlertList } from "@chartbot/contracts/alerts";
import type { CommunityList } from "@chartbot/contracts/communities";
import type { SubscriptionsOverview } from "@chartbot/contracts/subscriptions";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "@/api/api-error";
import { useApiQuery } from "@/api/use-api-query";

/** A live count, with what is needed to show it: loading, the number, or a failure to retry. */
export type CountQuery = UseQueryResult<number, ApiError>;

/** Communities the user manages. */
export function useCommunityCount(): CountQuery {
  return useApiQuery<CommunityList, number>("/api/communities", {
    select: (data) => data.communities.length,
  });
}

/** Price alerts that are watching the market now. */
export function useActiveAlertCount(): CountQuery {
  return useApiQuery<AlertList, number>("/api/alerts", {
    select: (data) => data.alerts.filter((alert) => alert.status === "active").length,
  });
}

/** Add-on subscriptions that are in force: active, trialing, or awaiting a payment. */
export function useActiveAddonCount(): CountQuery {
  return useApiQuery<SubscriptionsOverview, number>("/api/subscriptions", {
    select: (data) => data.subscriptions.filter((subscription) => subscription.status !== "canceled").length,
  });
}
