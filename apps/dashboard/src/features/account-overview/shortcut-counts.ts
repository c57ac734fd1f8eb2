"use client";

import type { AlertPage } from "@chartbot/contracts/alerts";
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

/** Price alerts that are watching the market now: counted by the API, so one alert is all that is read. */
export function useActiveAlertCount(): CountQuery {
  return useApiQuery<AlertPage, number>("/api/alerts", {
    params: { status: "open", limit: "1" },
    select: (data) => data.counts.active,
  });
}

/** Add-on subscriptions that are in force: active, trialing, or awaiting a payment. */
export function useActiveAddonCount(): CountQuery {
  return useApiQuery<SubscriptionsOverview, number>("/api/subscriptions", {
    select: (data) => data.subscriptions.filter((subscription) => subscription.status !== "canceled").length,
  });
}
