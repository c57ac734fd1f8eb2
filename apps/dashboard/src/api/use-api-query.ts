"use client";

import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { apiFetch } from "./api-fetch";

/** Paths of the API's GET endpoints, as the browser calls them. */
export type ApiPath = `/api/${string}`;

/** The query key of a GET endpoint; invalidate `["api"]` for everything or `apiQueryKey(path)` for one. */
export function apiQueryKey(path: ApiPath): QueryKey {
  return ["api", path];
}

export type UseApiQueryOptions<T, Selected = T> = Omit<
  UseQueryOptions<T, ApiError, Selected>,
  "queryKey" | "queryFn"
>;

/** Reads a GET endpoint with the signed-in user's token, cached under `apiQueryKey(path)`. */
export function useApiQuery<T, Selected = T>(
  path: ApiPath,
  options: UseApiQueryOptions<T, Selected> = {},
): UseQueryResult<Selected, ApiError> {
  return useQuery<T, ApiError, Selected>({
    queryKey: apiQueryKey(path),
    queryFn: ({ signal }) => apiFetch<T>(path, { signal }),
    ...options,
  });
}
