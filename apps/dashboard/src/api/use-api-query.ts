"use client";

import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { apiFetch } from "./api-fetch";

/** Paths of the API's GET endpoints, as the browser calls them. */
export type ApiPath = `/api/${string}`;

/** A GET endpoint's query string, as values; undefined ones are left out. */
export type ApiQueryParams = Readonly<Record<string, string | undefined>>;

/**
 * The query key of a GET endpoint; invalidate `["api"]` for everything or `apiQueryKey(path)` for one
 * endpoint, whatever its query string (keys with `params` start with the path's key).
 */
export function apiQueryKey(path: ApiPath, params?: ApiQueryParams): QueryKey {
  return params ? ["api", path, params] : ["api", path];
}

/** The path with its query string. */
export function withQuery(path: ApiPath, params: ApiQueryParams = {}): ApiPath {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

export type UseApiQueryOptions<T, Selected = T> = Omit<
  UseQueryOptions<T, ApiError, Selected>,
  "queryKey" | "queryFn"
> & {
  /** The query string. */
  params?: ApiQueryParams;
};

/** Reads a GET endpoint with the signed-in user's token, cached under `apiQueryKey(path, params)`. */
export function useApiQuery<T, Selected = T>(
  path: ApiPath,
  { params, ...options }: UseApiQueryOptions<T, Selected> = {},
): UseQueryResult<Selected, ApiError> {
  return useQuery<T, ApiError, Selected>({
    queryKey: apiQueryKey(path, params),
    queryFn: ({ signal }) => apiFetch<T>(withQuery(path, params), { signal }),
    ...options,
  });
}
