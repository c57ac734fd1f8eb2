"use client";

import type { Page } from "@chartbot/contracts/paging";
import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { apiFetch } from "./api-fetch";
import { type ApiPath, type ApiQueryParams, withQuery } from "./use-api-query";

/** The pages loaded so far of a paged list, first page first. */
export type LoadedPages<P> = InfiniteData<P, string | undefined>;

/**
 * The query key of a paged GET endpoint; `apiPagesKey(path)` matches every filter of it, and
 * `apiQueryKey(path)` (what mutations invalidate) matches it too.
 */
export function apiPagesKey(path: ApiPath, params?: ApiQueryParams): QueryKey {
  return params ? ["api", path, "pages", params] : ["api", path, "pages"];
}

/**
 * Reads a paged GET endpoint (`{ items, nextCursor }`): the first page at once, the next one on
 * `fetchNextPage()` with the previous page's `nextCursor`. A refetch (after an invalidation) reads every
 * loaded page again, in order.
 */
export function useApiPages<P extends Page<unknown>>(
  path: ApiPath,
  params: ApiQueryParams = {},
  /** `keepPrevious`: while other params load, keep showing the previous params' pages (a filter change). */
  options: { keepPrevious?: boolean } = {},
): UseInfiniteQueryResult<LoadedPages<P>, ApiError> {
  return useInfiniteQuery<P, ApiError, LoadedPages<P>, QueryKey, string | undefined>({
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
    queryKey: apiPagesKey(path, params),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<P>(withQuery(path, { ...params, cursor: pageParam }), { signal }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The items of every loaded page, in order. */
export function loadedItems<Item>(data: LoadedPages<Page<Item>> | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The loaded pages with `change` applied to each page's items (an optimistic update). */
export function changeLoadedItems<Item, P extends Page<Item>>(
  data: LoadedPages<P>,
  change: (items: Item[]) => Item[],
): LoadedPages<P> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}
