"use client";

import { usageEndpoints } from "@chartbot/contracts/endpoints/usage";
import type { UsagePeriod } from "@chartbot/contracts/usage";
import { useApiQuery } from "@/client/use-api-query";

/** A community's usage over the last 7 or 30 days (`GET /communities/:id/usage`). */
export function useUsage(communityId: string, days: UsagePeriod) {
  return useApiQuery(usageEndpoints.get, {
    params: { id: communityId },
    query: { days: String(days) as "7" | "30" },
  });
}
