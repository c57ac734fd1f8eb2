"use client";

import type { CallArgs, Endpoint, ResultOf } from "@chartbot/contracts/endpoint";
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { sendCall } from "./api-fetch";

/** The cache's name of an endpoint: its method and path template (`GET /alerts/:id`). */
export const endpointName = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`;

interface CallParts {
  params?: unknown;
  query?: unknown;
}

/**
 * The query key of one call of a GET endpoint (what `useApiQuery` caches it under):
 * `["api", "GET /path", params, query]`. Invalidate `["api"]` for everything, or name endpoints in a mutation's
 * `invalidates`.
 */
export function apiQueryKey<E extends Endpoint>(endpoint: E, ...[call]: CallArgs<E>): QueryKey {
  const { params = {}, query = {} } = (call ?? {}) as CallParts;
  return ["api", endpointName(endpoint), params, query];
}

/**
 * What a mutation refreshes: an endpoint (every call of it, whatever its params and query) or one endpoint's
 * calls with these params (`{ endpoint: layoutEndpoints.list, params: { id } }`).
 */
export type Invalidation = Endpoint | { endpoint: Endpoint; params: Readonly<Record<string, unknown>> };

/** The key prefixes an invalidation matches: its plain queries and its paged ones (`useApiPages`). */
export function invalidationKeys(invalidation: Invalidation): QueryKey[] {
  if ("method" in invalidation) return [["api", endpointName(invalidation)]];
  const name = endpointName(invalidation.endpoint);
  return [
    ["api", name, invalidation.params],
    ["api", name, "pages", invalidation.params],
  ];
}

export type UseApiQueryOptions<E extends Endpoint, Selected = ResultOf<E>> = Omit<
  UseQueryOptions<ResultOf<E>, ApiError, Selected>,
  "queryKey" | "queryFn"
>;

/**
 * Reads a GET endpoint of the contract in the signed-in session, cached under `apiQueryKey(endpoint, call)`:
 * `useApiQuery(alertEndpoints.get, { params: { id } })`, with React Query's options beside the call.
 */
export function useApiQuery<E extends Endpoint & { method: "GET" }, Selected = ResultOf<E>>(
  endpoint: E,
  ...[call]: CallArgs<E, UseApiQueryOptions<E, Selected>>
): UseQueryResult<Selected, ApiError> {
  const { params = {}, query = {}, ...options } = (call ?? {}) as CallParts & UseApiQueryOptions<E, Selected>;
  return useQuery<ResultOf<E>, ApiError, Selected>({
    queryKey: ["api", endpointName(endpoint), params, query],
    queryFn: ({ signal }) => sendCall(endpoint, { params, query, signal }) as Promise<ResultOf<E>>,
    ...options,
  });
}
