"use client";

import type { Alert, AlertPage } from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/client/use-api-mutation";
import { changeLoadedItems, type LoadedPages } from "@/client/use-api-pages";
import { ALERT_PAGES_KEY } from "./use-alert-pages";

type Snapshot = [QueryKey, LoadedPages<AlertPage> | undefined][];

/**
 * Changes one alert in every loaded page at once (and the counts every page carries), and returns what to
 * put back if the API refuses. `next` gives the changed alert, or null when it goes.
 */
function useOptimisticAlert() {
  const queryClient = useQueryClient();
  return {
    async apply(id: string, next: (alert: Alert) => Alert | null): Promise<Snapshot> {
      await queryClient.cancelQueries({ queryKey: ALERT_PAGES_KEY });
      const previous = queryClient.getQueriesData<LoadedPages<AlertPage>>({ queryKey: ALERT_PAGES_KEY });
      const current = previous
        .flatMap(([, data]) => data?.pages ?? [])
        .flatMap((page) => page.items)
        .find((alert) => alert.id === id);
      if (!current) return previous;
      const changed = next(current);
      const recount = (counts: AlertPage["counts"]) => {
        const updated = { ...counts, [current.status]: Math.max(0, counts[current.status] - 1) };
        if (changed) updated[changed.status] += 1;
        return updated;
      };
      queryClient.setQueriesData<LoadedPages<AlertPage>>({ queryKey: ALERT_PAGES_KEY }, (data) => {
        if (!data) return data;
        const withItem = changeLoadedItems<Alert, AlertPage>(data, (items) =>
          items.flatMap((alert) => (alert.id !== id ? [alert] : changed ? [changed] : [])),
        );
        return {
          ...withItem,
          pages: withItem.pages.map((page) => ({ ...page, counts: recount(page.counts) })),
        };
      });
      return previous;
    },
    restore(previous: Snapshot | undefined) {
      for (const [key, data] of previous ?? []) queryClient.setQueryData(key, data);
    },
  };
}

/** Pauses or resumes an alert, showing the new state before the API answers. */
export function useSetAlertStatus() {
  const optimistic = useOptimisticAlert();
  return useApiMutation<typeof alertEndpoints.update, { id: string; status: "active" | "paused" }, Snapshot>(
    alertEndpoints.update,
    {
      call: ({ id, status }) => ({ params: { id }, body: { status } }),
      invalidates: [alertEndpoints.list],
      successMessage: (_result, { status }) => (status === "paused" ? "Alert paused" : "Alert resumed"),
      errorTitle: "Could not change the alert",
      onMutate: ({ id, status }) => optimistic.apply(id, (alert) => ({ ...alert, status })),
      onError: (_error, _variables, previous) => optimistic.restore(previous),
    },
  );
}

/** Deletes an alert, removing it from the list before the API answers. */
export function useDeleteAlert() {
  const optimistic = useOptimisticAlert();
  return useApiMutation<typeof alertEndpoints.delete, { id: string }, Snapshot>(alertEndpoints.delete, {
    call: ({ id }) => ({ params: { id } }),
    invalidates: [alertEndpoints.list],
    successMessage: "Alert deleted",
    errorTitle: "Could not delete the alert",
    onMutate: ({ id }) => optimistic.apply(id, () => null),
    onError: (_error, _variables, previous) => optimistic.restore(previous),
  });
}

/**
 * "Send test": asks the bot to send a test message to the alert's target. The alert shows the test as pending
 * until the bot reports it (the list is read again).
 */
export function useSendAlertTest() {
  return useApiMutation<typeof alertEndpoints.test, { id: string }>(alertEndpoints.test, {
    call: ({ id }) => ({ params: { id } }),
    invalidates: [alertEndpoints.list],
    successMessage: "Test requested: Chartbot sends it in a moment",
    errorTitle: "Could not send a test",
  });
}
