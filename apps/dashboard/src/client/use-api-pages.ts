"use client";

import type { CallArgs, CallOf, Endpoint, ResultOf } from "@chartbot/contracts/endpoint";
import type { Page } from "@chartbot/contracts/paging";
import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { sendCall } from "./api-fetch";
import { endpointName } from "./use-api-query";

/** The pages loaded so far of a paged list, first page first. */
export type LoadedPages<P> = InfiniteData<P, string | undefined>;

/**
 * The query key of a paged GET endpoint (`["api", "GET /path", "pages", params, query]`); without a call it
 * matches every params and query of it, and a mutation's `invalidates` naming the endpoint matches it too.
 */
export function apiPagesKey<E extends Endpoint>(endpoint: E, call?: Partial<CallOf<E>>): QueryKey {
  const key = ["api", endpointName(endpoint), "pages"];
  if (!call) return key;
  const { params = {}, query = {} } = call as { params?: unknown; query?: unknown };
  return [...key, params, query];
}

interface PagesOptions {
  /** While another query loads, keep showing the previous one's pages (a filter change). */
  keepPrevious?: boolean;
}

/** A paged endpoint: a GET whose answer is `{ items, nextCursor }`. */
type PagedEndpoint = Endpoint & { method: "GET" };

/**
 * Reads a paged GET endpoint (`{ items, nextCursor }`): the first page at once, the next one on
 * `fetchNextPage()` with the previous page's `nextCursor`. A refetch (after an invalidation) reads every
 * loaded page again, in order.
 */
export function useApiPages<E extends PagedEndpoint>(
  endpoint: E,
  ...[call]: CallArgs<E, PagesOptions>
): UseInfiniteQueryResult<LoadedPages<ResultOf<E>>, ApiError> {
  const {
    params = {},
    query = {},
    keepPrevious,
  } = (call ?? {}) as { params?: object; query?: object } & PagesOptions;
  return useInfiniteQuery<ResultOf<E>, ApiError, LoadedPages<ResultOf<E>>, QueryKey, string | undefined>({
    ...(keepPrevious && { placeholderData: keepPreviousData }),
    queryKey: [...apiPagesKey(endpoint), params, query],
    queryFn: ({ pageParam, signal }) =>
      sendCall(endpoint, { params, query: { ...query, cursor: pageParam }, signal }) as Promise<ResultOf<E>>,
    initialPageParam: undefined,
    getNextPageParam: (last) => (last as Page<unknown>).nextCursor ?? undefined,
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
