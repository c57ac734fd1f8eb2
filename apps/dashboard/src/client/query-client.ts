import { QueryClient } from "@tanstack/react-query";
import { retryDelay, shouldRetry } from "./retry";

/** The app's query client: retries with the spec's back-off, never on 4xx; mutations are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
