"use client";

import { usageEndpoints } from "@chartbot/contracts/endpoints/usage";
import type { UsagePeriod } from "@chartbot/contracts/usage";
import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "@/client/use-api-query";

/**
 * A community's usage over the last 7 or 30 days (`GET /communities/:id/usage`). The other period's figures stay
 * on screen while these load, so the charts (and an open table) are not torn down in between.
 */
export function useUsage(communityId: string, days: UsagePeriod) {
  return useApiQuery(usageEndpoints.get, {
    params: { id: communityId },
    query: { days: String(days) as "7" | "30" },
    placeholderData: keepPreviousData,
  });
}
