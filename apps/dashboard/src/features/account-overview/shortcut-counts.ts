"use client";

import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "@/client/api-error";
import { useApiQuery } from "@/client/use-api-query";

/** A live count, with what is needed to show it: loading, the number, or a failure to retry. */
export type CountQuery = UseQueryResult<number, ApiError>;

/** Communities the user manages. */
export function useCommunityCount(): CountQuery {
  return useApiQuery(communityEndpoints.list, {
    select: (data) => data.communities.length,
  });
}

/** Price alerts that are watching the market now: counted by the API, so one alert is all that is read. */
export function useActiveAlertCount(): CountQuery {
  return useApiQuery(alertEndpoints.list, {
    query: { status: "open", limit: "1" },
    select: (data) => data.counts.active,
  });
}

/** Add-on subscriptions that are in force: active, trialing, or awaiting a payment. */
export function useActiveAddonCount(): CountQuery {
  return useApiQuery(subscriptionEndpoints.overview, {
    select: (data) => data.subscriptions.filter((subscription) => subscription.status !== "canceled").length,
  });
}
