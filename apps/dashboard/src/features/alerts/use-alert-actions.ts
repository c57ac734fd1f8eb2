"use client";

import type { Alert, AlertList, UpdateAlertBody } from "@chartbot/contracts/alerts";
import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/api/use-api-mutation";
import { apiQueryKey } from "@/api/use-api-query";

export const ALERTS_PATH = "/api/alerts";
const alertsKey = apiQueryKey(ALERTS_PATH);

/** Changes the cached list at once and returns what to put back if the API refuses. */
function useOptimisticAlerts() {
  const queryClient = useQueryClient();
  return {
    async apply(change: (alerts: Alert[]) => Alert[]): Promise<AlertList | undefined> {
      await queryClient.cancelQueries({ queryKey: alertsKey });
      const previous = queryClient.getQueryData<AlertList>(alertsKey);
      if (previous) queryClient.setQueryData<AlertList>(alertsKey, { alerts: change(previous.alerts) });
      return previous;
    },
    restore(previous: AlertList | undefined) {
      if (previous) queryClient.setQueryData(alertsKey, previous);
    },
  };
}

/** Pauses or resumes an alert, showing the new state before the API answers. */
export function useSetAlertStatus() {
  const optimistic = useOptimisticAlerts();
  return useApiMutation<UpdateAlertBody & { id: string }, Alert, AlertList | undefined>({
    path: ({ id }) => `/api/alerts/${encodeURIComponent(id)}`,
    method: "PATCH",
    body: ({ status }) => ({ status }),
    invalidates: [ALERTS_PATH],
    successMessage: (_result, { status }) => (status === "paused" ? "Alert paused" : "Alert resumed"),
    errorTitle: "Could not change the alert",
    onMutate: ({ id, status }) =>
      optimistic.apply((alerts) => alerts.map((alert) => (alert.id === id ? { ...alert, status } : alert))),
    onError: (_error, _variables, previous) => optimistic.restore(previous),
  });
}

/** Deletes an alert, removing it from the list before the API answers. */
export function useDeleteAlert() {
  const optimistic = useOptimisticAlerts();
  return useApiMutation<{ id: string }, void, AlertList | undefined>({
    path: ({ id }) => `/api/alerts/${encodeURIComponent(id)}`,
    method: "DELETE",
    invalidates: [ALERTS_PATH],
    successMessage: "Alert deleted",
    errorTitle: "Could not delete the alert",
    onMutate: ({ id }) => optimistic.apply((alerts) => alerts.filter((alert) => alert.id !== id)),
    onError: (_error, _variables, previous) => optimistic.restore(previous),
  });
}
