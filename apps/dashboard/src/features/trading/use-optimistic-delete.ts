"use client";

import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/api/use-api-mutation";
import { type ApiPath, apiQueryKey } from "@/api/use-api-query";

/** The row a delete is about: its id for the path, its label for the messages. */
export interface ListedItem {
  id: string;
  label: string;
}

export interface OptimisticDeleteOptions<List> {
  /** The list's GET path; the item's DELETE path is `<listPath>/<id>`. */
  listPath: ApiPath;
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
 * Every cached query of the path is changed (a paged list has one per filter).
 */
export function useOptimisticDelete<List>({
  listPath,
  afterDelete,
  successMessage,
  errorTitle,
}: OptimisticDeleteOptions<List>) {
  const queryClient = useQueryClient();
  const key = apiQueryKey(listPath);
  return useApiMutation<ListedItem, void, Snapshot<List>>({
    path: ({ id }) => `${listPath}/${encodeURIComponent(id)}`,
    method: "DELETE",
    invalidates: [listPath],
    successMessage: (_result, { label }) => successMessage(label),
    errorTitle,
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<List>({ queryKey: key });
      queryClient.setQueriesData<List>({ queryKey: key }, (list) => list && afterDelete(list, id));
      return previous;
    },
    onError: (_error, _variables, previous) => {
      for (const [queryKey, list] of previous ?? []) queryClient.setQueryData(queryKey, list);
    },
  });
}
