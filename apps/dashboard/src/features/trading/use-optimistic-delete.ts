"use client";

import type { Endpoint } from "@chartbot/contracts/endpoint";
import type { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/client/use-api-mutation";
import { invalidationKeys } from "@/client/use-api-query";

/** The row a delete is about: its id for the path, its label for the messages. */
export interface ListedItem {
  id: string;
  label: string;
}

/** The DELETE endpoints of a listed item (`:id` in the path, no answer). */
type DeleteEndpoint = typeof tradingEndpoints.deleteCredential | typeof tradingEndpoints.deleteToken;

export interface OptimisticDeleteOptions<List> {
  /** The list's GET endpoint: its cached answers are changed at once, then refetched. */
  list: Endpoint & { method: "GET" };
  /** The item's DELETE endpoint, called with the item's id. */
  remove: DeleteEndpoint;
  /** The list as it looks right after the delete, shown before the API answers (for each cached query of it). */
  afterDelete: (list: List, id: string) => List;
  /** The success toast's title. */
  successMessage: (label: string) => string;
  /** The failure toast's title. */
  errorTitle: string;
}

type Snapshot<List> = [QueryKey, List | undefined][];

/**
 * DELETEs an item of a cached list, shows the result at once and puts the list back if the API refuses.
 * Every cached query of the list's endpoint is changed (a paged list has one per filter).
 */
export function useOptimisticDelete<List>({
  list,
  remove,
  afterDelete,
  successMessage,
  errorTitle,
}: OptimisticDeleteOptions<List>) {
  const queryClient = useQueryClient();
  // Every query of the list's endpoint, plain or paged, whatever its query string.
  const filters = invalidationKeys(list).map((queryKey) => ({ queryKey }));
  return useApiMutation<DeleteEndpoint, ListedItem, Snapshot<List>>(remove, {
    call: ({ id }) => ({ params: { id } }),
    invalidates: [list],
    successMessage: (_result, { label }) => successMessage(label),
    errorTitle,
    onMutate: async ({ id }) => {
      await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)));
      const previous = filters.flatMap((filter) => queryClient.getQueriesData<List>(filter));
      for (const filter of filters) {
        queryClient.setQueriesData<List>(filter, (data) => data && afterDelete(data, id));
      }
      return previous;
    },
    onError: (_error, _variables, previous) => {
      for (const [queryKey, data] of previous ?? []) queryClient.setQueryData(queryKey, data);
    },
  });
}
